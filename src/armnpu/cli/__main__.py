"""`python -m armnpu.cli`, as the `armnpu` console script."""

import sys

from armnpu.cli.main import main

sys.exit(main())
