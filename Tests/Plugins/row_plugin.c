/* A test plugin in C: "c-row" lays items left to right, each at its ideal size. Built into a
 * shared library by the tests and loaded with `gridperf --plugin`. */
#include <stdlib.h>
#include <string.h>
#include <stdio.h>
#include "gridperf_plugin.h"

typedef struct { double spacing; } row;

static void *create(const char *json, char *error, long capacity) {
    if (strstr(json, "\"bad\"")) { snprintf(error, (size_t)capacity, "c-row: parameter 'bad' is not allowed"); return NULL; }
    row *r = malloc(sizeof(row));
    r->spacing = 8;
    return r;
}
static void destroy(void *layout) { free(layout); }
static gp_proposal ideal(void) { gp_proposal p = {0, 0, 0, 0}; return p; }
static gp_size size_that_fits(void *layout, gp_proposal proposal, const gp_subviews *s) {
    row *r = layout;
    gp_size total = {0, 0};
    for (long i = 0; i < s->count; i++) {
        gp_size z = s->size_that_fits(s->context, i, ideal());
        total.width += z.width + (i > 0 ? r->spacing : 0);
        if (z.height > total.height) total.height = z.height;
    }
    return total;
}
static void place_subviews(void *layout, double x, double y, double w, double h, gp_proposal proposal, const gp_subviews *s) {
    row *r = layout;
#ifdef CRASH_ON_EMPTY
    /* Broken on purpose: an empty input dereferences a null pointer (SIGSEGV). */
    if (s->count == 0) { volatile int *nowhere = 0; *nowhere = 1; }
#endif
#ifdef DRIFT
    /* Broken on purpose: every pass starts a little further right. */
    static int passes = 0;
    x += (double)(passes++ % 5);
#endif
    for (long i = 0; i < s->count; i++) {
        gp_size z = s->size_that_fits(s->context, i, ideal());
        s->place(s->context, i, x, y, ideal());
        x += z.width + r->spacing;
    }
}
static const gp_layout_def definition = {"c-row", "Items left to right at their ideal sizes (a C plugin)", create, destroy,
                                         size_that_fits, place_subviews};

unsigned gridperf_plugin_abi(void) {
#ifdef WRONG_ABI
    return GRIDPERF_PLUGIN_ABI + 1;
#else
    return GRIDPERF_PLUGIN_ABI;
#endif
}
int gridperf_register_plugins(const gp_registrar *registrar) {
    return registrar->register_layout(registrar->context, &definition);
}
