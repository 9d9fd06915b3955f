"""`armnpu run --trace`: a run as a Chrome trace-event JSON file, which Perfetto's UI and trace
processor (and chrome://tracing) open.

One process with two tracks: the NPU, with one slice per Vela layer, and the CPU ops, with one
slice per kernel the host runtime ran. The two have different clocks, and each slice says which:
an NPU slice lasts Vela's cycle estimate for the layer at the configuration's core clock; a CPU
slice lasts the host's wall time for the kernel (no device estimate exists for CPU ops). Slices
follow each other in the order the program ran them. The simulator's counters for each layer go
in as counter tracks (one per figure, the layer's count held over its slice) and in the slice's args.
"""

from __future__ import annotations

from typing import Any

from armnpu.errors import ArmNpuError
from armnpu.report.profile import ETHOSU, INTERNAL_MEMORY, LayerCounters
from armnpu.report_data.model import Report
from armnpu.runtime.timeline import DELEGATE, Event

PID = 1
NPU_TID, CPU_TID = 1, 2
# Perfetto's JSON importer names a counter track "<event name> <arg name>" (json_trace_parser_impl.cc, 'C')
COUNTER_ARG = "value"


def counter_names(rows: list[LayerCounters]) -> list[str]:
    """The counter tracks' event names: bytes read and written per memory, beats per PMU event, MACs."""
    names = {"simulated MACs"}
    for row in rows:
        names.update(f"simulated {memory} bytes read" for memory in row.read_bytes if memory != INTERNAL_MEMORY)
        names.update(f"simulated {memory} bytes written" for memory in row.write_bytes if memory != INTERNAL_MEMORY)
        names.update(f"simulated {event}" for event in row.beats)
    return sorted(names)


def _counter_values(row: LayerCounters, names: list[str]) -> dict[str, int]:
    values = {"simulated MACs": row.macs}
    values.update({f"simulated {m} bytes read": n for m, n in row.read_bytes.items()})
    values.update({f"simulated {m} bytes written": n for m, n in row.write_bytes.items()})
    values.update({f"simulated {event}": n for event, n in row.beats.items()})
    return {name: values.get(name, 0) for name in names}


def build_trace(report: Report, events: list[Event], rows: list[LayerCounters], title: str) -> dict[str, Any]:
    """The trace of one run: `events` as armnpu.runtime.timeline recorded them, `rows` the layer counters."""
    clock = _clock_hz(report)
    by_layer = {(row.partition, id(row.layer)): row for row in rows}
    names = counter_names(rows)
    trace: list[dict[str, Any]] = [
        {"ph": "M", "pid": PID, "name": "process_name", "args": {"name": title}},
        {"ph": "M", "pid": PID, "tid": NPU_TID, "name": "thread_name",
         "args": {"name": f"NPU {report.target.name} (Vela estimate at {clock / 1e6:g} MHz)"}},
        {"ph": "M", "pid": PID, "tid": CPU_TID, "name": "thread_name", "args": {"name": "CPU ops (host wall time)"}},
    ]
    now = 0.0  # µs
    for event in events:
        if event.kind == DELEGATE and event.name == ETHOSU:
            partition = _partition(report, event)
            for layer in partition.layers:
                row = by_layer.get((partition.name, id(layer)))
                duration = layer.cycles / clock * 1e6
                args: dict[str, Any] = {
                    "partition": partition.name, "op": layer.op, "node": layer.node, "source": layer.source,
                    "cycles (Vela estimate)": layer.cycles, "MACs (Vela estimate)": layer.macs,
                    "time": f"Vela's cycle estimate at the {clock / 1e6:g} MHz core clock",
                }
                if row is not None:
                    counts = _counter_values(row, names)
                    args.update(counts)
                    trace += [{"ph": "C", "pid": PID, "tid": NPU_TID, "name": name, "ts": now, "args": {COUNTER_ARG: value}}
                              for name, value in counts.items()]
                trace.append({"ph": "X", "pid": PID, "tid": NPU_TID, "name": layer.name, "cat": "npu",
                              "ts": now, "dur": duration, "args": args})
                now += duration
            if rows:  # the counters drop to zero while the NPU is idle
                trace += [{"ph": "C", "pid": PID, "tid": NPU_TID, "name": name, "ts": now, "args": {COUNTER_ARG: 0}}
                          for name in names]
        else:
            duration = event.seconds * 1e6
            what = "delegate" if event.kind == DELEGATE else "kernel"
            trace.append({"ph": "X", "pid": PID, "tid": CPU_TID, "name": event.name, "cat": "cpu", "ts": now,
                          "dur": duration, "args": {"kind": what, "time": "host wall time of armnpu's runtime, "
                                                    "not a device estimate"}})
            now += duration
    return {"traceEvents": trace, "displayTimeUnit": "ns"}


def _clock_hz(report: Report) -> float:
    clocks = {p.vela["core_clock_hz"] for p in report.partitions if p.backend == ETHOSU and p.vela}
    if not clocks:
        return 1e9  # no Ethos-U layer will be drawn; any clock labels the empty track
    return float(max(clocks))


def _partition(report: Report, event: Event) -> Any:
    index = event.delegate_index
    if index is None or not 0 <= index < len(report.partitions) or report.partitions[index].backend != ETHOSU:
        raise ArmNpuError(f"the program ran Ethos-U delegate {index}, which its report data does not list")
    return report.partitions[index]
