// CLineBreak: ICU's UAX #14 line breaker behind a plain C interface.
//
// Swift cannot see ICU's headers next to Foundation (Foundation ships its own,
// incompatible copy), so ICU is only ever included from line_break.c.
#ifndef CLINEBREAK_H
#define CLINEBREAK_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Writes the UTF-16 offsets of the line-break opportunities of `text` into
/// `offsets` (each offset is where a new line may start; the text's end is
/// always the last one). `locale` is an ICU locale such as "en@lb=strict".
/// Returns the number of offsets found (which may exceed `capacity`: call
/// again with a larger buffer), or -1 when ICU reports an error; the ICU
/// error name is then copied into `error` (when not NULL, up to 63 bytes).
int32_t trellis_line_breaks(const uint16_t *text, int32_t length,
                            const char *locale,
                            int32_t *offsets, int32_t capacity,
                            char *error);

/// Writes ICU's version ("72.1") into `buffer` (at least 24 bytes).
void trellis_icu_version(char *buffer);

#ifdef __cplusplus
}
#endif

#endif
