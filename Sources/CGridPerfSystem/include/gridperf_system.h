#ifndef GRIDPERF_SYSTEM_H
#define GRIDPERF_SYSTEM_H

/// Flushes the C standard output stream and says whether everything written to it so far
/// arrived: 0 when it did, else the errno of the failure (or -1 when unknown). Swift cannot
/// name `stdout` under strict concurrency checking, hence this one function in C.
int gridperf_finish_stdout(void);

#endif
