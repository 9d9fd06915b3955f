"""`armnpu sweep`: compile one or more models for every combination of targets, system configs,
memory modes and calibration methods, and compare the results.

* `plan`: the combinations, each checked as compile would check it, before any compile;
* `source`: what a worker needs to rebuild a model (the file's bytes or the example's name);
* `evaluate`: one combination compiled and measured, in a worker, as a `Row`;
* `row`: the result row, its CSV and its text table;
* `cache`: rows on disk by (model hash, configuration);
* `engines`: a local process pool, or Ray (which schedules; armnpu writes no scheduler);
* `pareto`, `plot`, `html`: the Pareto fronts and the HTML page.

Torch-free to import (workers import torch when they compile), so the command line checks its
arguments before anything heavy loads.
"""
