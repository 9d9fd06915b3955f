"""File and blob formats shared by the compiler, the runtime, the simulator and the report."""
