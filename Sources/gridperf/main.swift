import GridPerfCLI

// The built-in layouts only; an outside package passes its plugins here (see GridPerf.main).
GridPerf.main()
