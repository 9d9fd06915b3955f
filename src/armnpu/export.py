"""torch.export, with the failures a user can act on turned into one ExportError that names the
line of their model and the fix."""

from __future__ import annotations

import contextlib
import io
import re
import sys

import torch

from armnpu.errors import ExportError

# torch ends its message with the user's frame: 'The following call raised this error:\n  File "m.py", line 4, in forward'
_USER_FRAME = re.compile(r'File "([^"]+)", line (\d+), in (\w+)')


def export(model: torch.nn.Module, example_inputs: tuple) -> torch.export.ExportedProgram:
    from torch.fx.experimental.symbolic_shapes import GuardOnDataDependentSymNode

    # torch prints the partial graph of a failed export to stderr: our error replaces it, and
    # what a successful export prints is passed on.
    printed = io.StringIO()
    try:
        with contextlib.redirect_stderr(printed):
            program = torch.export.export(model, example_inputs)
        sys.stderr.write(printed.getvalue())
        return program
    except GuardOnDataDependentSymNode as error:
        raise ExportError(
            f"torch.export cannot follow control flow that depends on tensor values{_where(error)}: "
            "write the branch with torch.cond (or torch.where), or decide it from shapes"
        ) from error
    except torch._dynamo.exc.UserError as error:  # torch's own "the model does X that export cannot"
        first = " ".join(str(error).strip().splitlines()[0].split()) if str(error).strip() else type(error).__name__
        raise ExportError(f"torch.export cannot capture the model{_where(error)}: {first}") from error


def _where(error: BaseException) -> str:
    frames = _USER_FRAME.findall(str(error))
    if not frames:
        return ""
    file, line, function = frames[-1]
    return f" ({file}:{line}, in {function})"
