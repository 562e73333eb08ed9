#define _GNU_SOURCE
#include <string.h>
#include <stdint.h>
#include "CByteSearch.h"

// glibc 2.36's memmem is the generic two-way C implementation: it reads the
// haystack a byte at a time. A person search asks for short needles over a few
// megabytes, where comparing the needle's first and last byte against 16 or 32
// haystack positions at once, and checking only the candidates both agree on,
// is several times faster (W. Muła's "SIMD-friendly" substring search).
// x86-64 always has SSE2; AVX2 is used when the CPU has it. Elsewhere, memmem.

// Set only by the benchmark, before any search runs, to measure glibc's memmem side by side.
static int uses_memmem = 0;

#if defined(__x86_64__)
#include <immintrin.h>

static const void *search_sse2(const uint8_t *haystack, size_t length, const uint8_t *needle, size_t k) {
    const __m128i first = _mm_set1_epi8((char)needle[0]);
    const __m128i last = _mm_set1_epi8((char)needle[k - 1]);
    size_t i = 0;
    for (; i + k - 1 + 16 <= length; i += 16) {
        const __m128i block_first = _mm_loadu_si128((const __m128i *)(haystack + i));
        const __m128i block_last = _mm_loadu_si128((const __m128i *)(haystack + i + k - 1));
        unsigned mask = (unsigned)_mm_movemask_epi8(_mm_and_si128(_mm_cmpeq_epi8(first, block_first),
                                                                  _mm_cmpeq_epi8(last, block_last)));
        while (mask != 0) {
            const unsigned bit = (unsigned)__builtin_ctz(mask);
            if (memcmp(haystack + i + bit + 1, needle + 1, k - 2) == 0) return haystack + i + bit;
            mask &= mask - 1;
        }
    }
    // The tail, shorter than a block, position by position: a record is often shorter than a block, and calling
    // memmem for a few bytes costs more than comparing them (its set-up reads the needle).
    for (; i + k <= length; i++) {
        if (haystack[i] == needle[0] && haystack[i + k - 1] == needle[k - 1] && memcmp(haystack + i + 1, needle + 1, k - 2) == 0) {
            return haystack + i;
        }
    }
    return NULL;
}

__attribute__((target("avx2")))
static const void *search_avx2(const uint8_t *haystack, size_t length, const uint8_t *needle, size_t k) {
    const __m256i first = _mm256_set1_epi8((char)needle[0]);
    const __m256i last = _mm256_set1_epi8((char)needle[k - 1]);
    size_t i = 0;
    for (; i + k - 1 + 32 <= length; i += 32) {
        const __m256i block_first = _mm256_loadu_si256((const __m256i *)(haystack + i));
        const __m256i block_last = _mm256_loadu_si256((const __m256i *)(haystack + i + k - 1));
        unsigned mask = (unsigned)_mm256_movemask_epi8(_mm256_and_si256(_mm256_cmpeq_epi8(first, block_first),
                                                                        _mm256_cmpeq_epi8(last, block_last)));
        while (mask != 0) {
            const unsigned bit = (unsigned)__builtin_ctz(mask);
            if (memcmp(haystack + i + bit + 1, needle + 1, k - 2) == 0) return haystack + i + bit;
            mask &= mask - 1;
        }
    }
    return i < length ? search_sse2(haystack + i, length - i, needle, k) : NULL;
}

// One record of a larger buffer: `readable` bytes from `haystack` may be read (the records after
// it), so the vector loop runs over the record's end and masks the positions past its last
// start, instead of finishing the record byte by byte; only the buffer's last bytes take the
// careful path. Records are a few dozen bytes, so that tail was most of a record's cost.
__attribute__((target("avx2")))
static const void *record_avx2(const uint8_t *haystack, size_t length, size_t readable, const uint8_t *needle, size_t k) {
    const __m256i first = _mm256_set1_epi8((char)needle[0]);
    const __m256i last = _mm256_set1_epi8((char)needle[k - 1]);
    const size_t starts = length - k + 1;
    for (size_t i = 0; i < starts; i += 32) {
        if (i + k - 1 + 32 > readable) return search_sse2(haystack + i, length - i, needle, k);
        const __m256i block_first = _mm256_loadu_si256((const __m256i *)(haystack + i));
        const __m256i block_last = _mm256_loadu_si256((const __m256i *)(haystack + i + k - 1));
        unsigned mask = (unsigned)_mm256_movemask_epi8(_mm256_and_si256(_mm256_cmpeq_epi8(first, block_first),
                                                                        _mm256_cmpeq_epi8(last, block_last)));
        if (starts - i < 32) mask &= (1u << (starts - i)) - 1;
        while (mask != 0) {
            const unsigned bit = (unsigned)__builtin_ctz(mask);
            if (memcmp(haystack + i + bit + 1, needle + 1, k - 2) == 0) return haystack + i + bit;
            mask &= mask - 1;
        }
    }
    return NULL;
}

static const void *record_sse2(const uint8_t *haystack, size_t length, size_t readable, const uint8_t *needle, size_t k) {
    const __m128i first = _mm_set1_epi8((char)needle[0]);
    const __m128i last = _mm_set1_epi8((char)needle[k - 1]);
    const size_t starts = length - k + 1;
    for (size_t i = 0; i < starts; i += 16) {
        if (i + k - 1 + 16 > readable) return search_sse2(haystack + i, length - i, needle, k);
        const __m128i block_first = _mm_loadu_si128((const __m128i *)(haystack + i));
        const __m128i block_last = _mm_loadu_si128((const __m128i *)(haystack + i + k - 1));
        unsigned mask = (unsigned)_mm_movemask_epi8(_mm_and_si128(_mm_cmpeq_epi8(first, block_first),
                                                                  _mm_cmpeq_epi8(last, block_last)));
        if (starts - i < 16) mask &= (1u << (starts - i)) - 1;
        while (mask != 0) {
            const unsigned bit = (unsigned)__builtin_ctz(mask);
            if (memcmp(haystack + i + bit + 1, needle + 1, k - 2) == 0) return haystack + i + bit;
            mask &= mask - 1;
        }
    }
    return NULL;
}

#endif

const void *byte_search_record(const void *haystack, size_t length, size_t readable, const void *needle, size_t needle_length) {
#if defined(__x86_64__)
    if (!uses_memmem && needle_length >= 2 && needle_length <= length) {
        return __builtin_cpu_supports("avx2") ? record_avx2(haystack, length, readable, needle, needle_length)
                        : record_sse2(haystack, length, readable, needle, needle_length);
    }
#endif
    (void)readable;
    return byte_search(haystack, length, needle, needle_length);
}


void byte_search_use_memmem(int on) { uses_memmem = on; }

const void *byte_search(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length) {
    if (uses_memmem) return memmem(haystack, haystack_length, needle, needle_length);
    if (needle_length == 0) return haystack;
    if (needle_length > haystack_length) return NULL;
    // One byte: glibc's memchr is vectorised already.
    if (needle_length == 1) return memchr(haystack, *(const uint8_t *)needle, haystack_length);
#if defined(__x86_64__)
    // A flag libgcc sets at start-up: reading it per call costs nothing and needs no lock.
    return __builtin_cpu_supports("avx2") ? search_avx2(haystack, haystack_length, needle, needle_length)
                    : search_sse2(haystack, haystack_length, needle, needle_length);
#else
    return memmem(haystack, haystack_length, needle, needle_length);
#endif
}

const char *byte_search_kind(void) {
    if (uses_memmem) return "glibc memmem";
#if defined(__x86_64__)
    return __builtin_cpu_supports("avx2") ? "AVX2 first/last-byte filter" : "SSE2 first/last-byte filter";
#else
    return "glibc memmem";
#endif
}
