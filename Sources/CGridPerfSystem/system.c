#include "gridperf_system.h"
#include <errno.h>
#include <stdio.h>

int gridperf_finish_stdout(void) {
    errno = 0;
    int flushed = fflush(stdout) == 0;
    if (flushed && !ferror(stdout)) return 0;
    return errno != 0 ? errno : -1;
}
