/* The C plugin interface is header-only; this file makes CGridPerfPlugin a C target. */
#include "gridperf_plugin.h"
