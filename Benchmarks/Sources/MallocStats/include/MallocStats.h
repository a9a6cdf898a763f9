// The C heap's bytes in use, for the workloads that measure what their structures hold (glibc only).
#ifndef LISTKIT_BENCH_MALLOC_STATS_H
#define LISTKIT_BENCH_MALLOC_STATS_H

#include <stddef.h>

/// Bytes of the C heap handed out and not yet freed, chunk headers included: glibc's `mallinfo2()` `uordblks`
/// (chunks in use in every arena) + `hblkhd` (chunks mapped on their own). 0 where glibc's `mallinfo2` is missing.
size_t listkit_bench_malloc_bytes_in_use(void);

#endif
