// The C heap's bytes in use, for the workloads that measure what their structures hold (glibc only).
#ifndef LISTKIT_BENCH_MALLOC_STATS_H
#define LISTKIT_BENCH_MALLOC_STATS_H

#include <stddef.h>

/// Bytes of the C heap handed out and not yet freed, chunk headers included: glibc's `mallinfo2()` `uordblks`
/// (chunks in use in every arena) + `hblkhd` (chunks mapped on their own). 0 where glibc's `mallinfo2` is missing.
size_t listkit_bench_malloc_bytes_in_use(void);

/// Fixes glibc's mmap threshold and trim threshold (`mallopt`), which otherwise move with the sizes of the blocks
/// the process has freed. Returns 1 when both were set, 0 otherwise (and always 0 where glibc is missing).
int listkit_bench_fix_heap_thresholds(size_t mmap_threshold, size_t trim_threshold);

#endif
