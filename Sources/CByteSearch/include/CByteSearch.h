#ifndef CBYTE_SEARCH_H
#define CBYTE_SEARCH_H
#include <stddef.h>

/// The first occurrence of `needle` in `haystack`, or NULL (memmem's contract):
/// a vectorised scan on x86-64 (SSE2, or AVX2 when the CPU has it), glibc's
/// memmem elsewhere.
const void *byte_search(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length);

/// `byte_search` for one record of a larger buffer: `haystack_length` bytes are
/// searched, but `readable` (at least `haystack_length`) may be read, which lets
/// the vector loop finish a short record without a byte-by-byte tail.
const void *byte_search_record(const void *haystack, size_t haystack_length, size_t readable, const void *needle,
                               size_t needle_length);

/// Which scan `byte_search` uses on this machine, for the benchmark's report.
const char *byte_search_kind(void);

/// Makes `byte_search` call glibc's memmem instead (nonzero) or not: for the
/// benchmark's side-by-side figure only, set before any search runs.
void byte_search_use_memmem(int on);

#endif
