/*
 * gridperf's C plugin interface: a shared library (.so) that gridperf loads with
 * `gridperf --plugin PATH.so <command> …`, so a layout can be benchmarked without rebuilding
 * gridperf. Write the library in C, or in Swift with @_cdecl, against this header only.
 *
 * The library exports two symbols:
 *   unsigned gridperf_plugin_abi(void);   returns GRIDPERF_PLUGIN_ABI it was built with
 *   int gridperf_register_plugins(const gp_registrar *registrar);
 *       calls registrar->register_layout once per layout; returns 0 on success.
 * gridperf refuses a library without them, or built for another ABI version.
 */
#ifndef GRIDPERF_PLUGIN_H
#define GRIDPERF_PLUGIN_H

#define GRIDPERF_PLUGIN_ABI 1u

typedef struct { double width, height; } gp_size;

/* A size proposal; a dimension with has_… = 0 is unspecified (nil). */
typedef struct { double width, height; int has_width, has_height; } gp_proposal;

/* The subviews a layout arranges: ask one for its size, then place it. */
typedef struct gp_subviews {
    void *context;
    long count;
    gp_size (*size_that_fits)(void *context, long index, gp_proposal proposal);
    void (*place)(void *context, long index, double x, double y, gp_proposal proposal);
} gp_subviews;

/* One layout. `create` gets the parameters as JSON ("{}" when none) and returns a layout
 * handle, or NULL after writing a message into `error` (at most error_capacity bytes). */
typedef struct gp_layout_def {
    const char *name;
    const char *summary;
    void *(*create)(const char *parameters_json, char *error, long error_capacity);
    void (*destroy)(void *layout);
    gp_size (*size_that_fits)(void *layout, gp_proposal proposal, const gp_subviews *subviews);
    void (*place_subviews)(void *layout, double x, double y, double width, double height,
                           gp_proposal proposal, const gp_subviews *subviews);
} gp_layout_def;

typedef struct gp_registrar {
    unsigned abi_version;
    void *context;
    /* Returns 0 when registered. The definition and its strings must outlive the process. */
    int (*register_layout)(void *context, const gp_layout_def *layout);
} gp_registrar;

#endif
