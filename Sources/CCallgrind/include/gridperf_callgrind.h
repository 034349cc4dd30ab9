#ifndef GRIDPERF_CALLGRIND_H
#define GRIDPERF_CALLGRIND_H

// valgrind's client request: a fixed instruction sequence that does nothing outside valgrind.
// Built without valgrind's headers (a machine without valgrind), the counter instruments the
// child from its start instead (InstructionCounter). Inline functions, compiled into the Swift
// module that calls them: a C file of this target would carry clang's DWARF 5 debug
// information, which valgrind 3.19's reader refuses for the whole executable.
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>

/// Whether this build can start callgrind's instrumentation itself: valgrind's headers
/// (`valgrind/callgrind.h`, Debian's `valgrind` package) were found when it was compiled.
static inline int gridperf_callgrind_can_start(void) { return 1; }

/// Starts callgrind's instrumentation (CALLGRIND_START_INSTRUMENTATION): under
/// `valgrind --tool=callgrind --instr-atstart=no`, what ran before was not simulated. Outside
/// valgrind it does nothing.
static inline void gridperf_callgrind_start(void) { CALLGRIND_START_INSTRUMENTATION; }
#else
static inline int gridperf_callgrind_can_start(void) { return 0; }
static inline void gridperf_callgrind_start(void) {}
#endif

#endif
