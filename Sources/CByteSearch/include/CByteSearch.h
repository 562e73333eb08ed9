#ifndef CBYTE_SEARCH_H
#define CBYTE_SEARCH_H
#include <stddef.h>

/// glibc's memmem (a GNU extension Swift's Glibc module does not export):
/// the first occurrence of `needle` in `haystack`, or NULL.
const void *byte_search(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length);

#endif
