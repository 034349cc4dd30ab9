import GridPerfServe

// gridperf with the playground's server linked in: `gridperf serve` hands itself to this
// executable (docs/PERFORMANCE.md#serve-apart); every other command works here too.
GridPerfServer.main()
