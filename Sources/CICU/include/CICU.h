// CICU: the parts of ICU Trellis uses (UAX #14 line breaks, grapheme
// clusters, bidi) behind a plain C interface.
//
// Swift cannot see ICU's headers next to Foundation (Foundation ships its own,
// incompatible copy), so ICU is only ever included from icu_shim.c.
// Every function takes UTF-16 text and returns UTF-16 offsets; on an ICU
// failure it returns -1 and copies ICU's error name into `error` (up to 63
// bytes, when `error` is not NULL).
#ifndef CICU_H
#define CICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Line-break opportunities (UAX #14) of `text`: each offset is where a new
/// line may start, the text's end always last; `mandatory[i]` is 1 where the
/// break is required (after a newline or paragraph separator). `locale` is an
/// ICU locale such as "en@lb=strict". Returns the number of breaks found,
/// which may exceed `capacity` (then call again with a larger buffer).
int32_t trellis_line_breaks(const uint16_t *text, int32_t length, const char *locale,
                            int32_t *offsets, uint8_t *mandatory, int32_t capacity,
                            char *error);

/// Grapheme cluster boundaries of `text` (after each cluster; the text's end
/// last). Same return convention as trellis_line_breaks.
int32_t trellis_grapheme_breaks(const uint16_t *text, int32_t length,
                                int32_t *offsets, int32_t capacity, char *error);

/// Bidi embedding levels of each UTF-16 unit of `text` (length entries).
/// `direction`: 0 left-to-right, 1 right-to-left, -1 from the first strong
/// character (left-to-right if none). The resolved level of the first
/// paragraph goes to `paragraph_level`. Returns 0, or -1 on failure.
int32_t trellis_bidi_levels(const uint16_t *text, int32_t length, int32_t direction,
                            uint8_t *levels, uint8_t *paragraph_level, char *error);

/// Visual order of `count` runs with the given levels (UAX #9 rule L2):
/// `logical_for_visual[v]` is the logical index of the run shown v-th.
void trellis_reorder_visual(const uint8_t *levels, int32_t count, int32_t *logical_for_visual);

/// Writes ICU's version ("72.1") into `buffer` (at least 24 bytes).
void trellis_icu_version(char *buffer);

#ifdef __cplusplus
}
#endif

#endif
