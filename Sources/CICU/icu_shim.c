#include "CICU.h"

#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>

static int32_t fail(char *error, UErrorCode status) {
    if (error != NULL) {
        strncpy(error, u_errorName(status), 63);
        error[63] = '\0';
    }
    return -1;
}

int32_t trellis_line_breaks(const uint16_t *text, int32_t length, const char *locale,
                            int32_t *offsets, uint8_t *mandatory, int32_t capacity,
                            char *error) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *it = ubrk_open(UBRK_LINE, locale, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return fail(error, status);
    int32_t count = 0;
    for (int32_t pos = ubrk_following(it, 0); pos != UBRK_DONE; pos = ubrk_next(it)) {
        if (count < capacity) {
            offsets[count] = pos;
            // UBRK_LINE_HARD..UBRK_LINE_HARD_LIMIT: a required break.
            int32_t rule = ubrk_getRuleStatus(it);
            mandatory[count] = (rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
        }
        count += 1;
    }
    ubrk_close(it);
    return count;
}

int32_t trellis_grapheme_breaks(const uint16_t *text, int32_t length,
                                int32_t *offsets, int32_t capacity, char *error) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *it = ubrk_open(UBRK_CHARACTER, "", (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return fail(error, status);
    int32_t count = 0;
    for (int32_t pos = ubrk_following(it, 0); pos != UBRK_DONE; pos = ubrk_next(it)) {
        if (count < capacity) offsets[count] = pos;
        count += 1;
    }
    ubrk_close(it);
    return count;
}

int32_t trellis_bidi_levels(const uint16_t *text, int32_t length, int32_t direction,
                            uint8_t *levels, uint8_t *paragraph_level, char *error) {
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status)) return fail(error, status);
    UBiDiLevel level = direction == 0 ? 0 : direction == 1 ? 1 : UBIDI_DEFAULT_LTR;
    ubidi_setPara(bidi, (const UChar *)text, length, level, NULL, &status);
    if (U_FAILURE(status)) {
        ubidi_close(bidi);
        return fail(error, status);
    }
    const UBiDiLevel *resolved = ubidi_getLevels(bidi, &status);
    if (U_FAILURE(status)) {
        ubidi_close(bidi);
        return fail(error, status);
    }
    memcpy(levels, resolved, (size_t)length);
    *paragraph_level = ubidi_getParaLevel(bidi);
    ubidi_close(bidi);
    return 0;
}

void trellis_reorder_visual(const uint8_t *levels, int32_t count, int32_t *logical_for_visual) {
    ubidi_reorderVisual((const UBiDiLevel *)levels, count, logical_for_visual);
}

void trellis_icu_version(char *buffer) {
    UVersionInfo info;
    u_getVersion(info);
    u_versionToString(info, buffer);
}
