// glibc's own account of the heap: unlike the resident set it does not depend on when freed pages go back to the
// system, and unlike a malloc counter it nets frees against allocations.
#include "MallocStats.h"

#include <stdlib.h>

#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>

size_t listkit_bench_malloc_bytes_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
}

int listkit_bench_fix_heap_thresholds(size_t mmap_threshold, size_t trim_threshold) {
  return mallopt(M_MMAP_THRESHOLD, (int)mmap_threshold) == 1 && mallopt(M_TRIM_THRESHOLD, (int)trim_threshold) == 1;
}
#else
size_t listkit_bench_malloc_bytes_in_use(void) { return 0; }

int listkit_bench_fix_heap_thresholds(size_t mmap_threshold, size_t trim_threshold) { return 0; }
#endif
