#ifndef GRIDPERF_CJEMALLOC_SHIM_H
#define GRIDPERF_CJEMALLOC_SHIM_H
#include <jemalloc/jemalloc.h>
#endif
