// What a run is and what it measured (workloads, metrics, case results, statistics) is the
// harness's vocabulary: a package that imports GridPerfHarness (a plugin's tests, the reference
// loops, the fuzzer) sees it without naming the module it is compiled in.
@_exported import GridPerfModel
