// CCallgrind is its header (include/gridperf_callgrind.h): inline functions only. SwiftPM needs
// a source file in a C target; this one compiles to nothing.
