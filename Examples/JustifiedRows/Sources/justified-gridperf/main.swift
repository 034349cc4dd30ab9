import GridPerfCLI
import JustifiedRows

// gridperf with one more layout: every command (run, layout, suite, compare, check) knows it.
GridPerf.main(plugins: [JustifiedRowsPlugin()])
