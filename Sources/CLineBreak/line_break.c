#include "CLineBreak.h"

#include <string.h>
#include <unicode/ubrk.h>
#include <unicode/uversion.h>
#include <unicode/utypes.h>

static void copy_error(char *error, UErrorCode status) {
    if (error == NULL) return;
    strncpy(error, u_errorName(status), 63);
    error[63] = '\0';
}

int32_t trellis_line_breaks(const uint16_t *text, int32_t length,
                            const char *locale,
                            int32_t *offsets, int32_t capacity,
                            char *error) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *it = ubrk_open(UBRK_LINE, locale, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) {
        copy_error(error, status);
        return -1;
    }
    int32_t count = 0;
    for (int32_t pos = ubrk_following(it, 0); pos != UBRK_DONE; pos = ubrk_next(it)) {
        if (count < capacity) offsets[count] = pos;
        count += 1;
    }
    ubrk_close(it);
    return count;
}

void trellis_icu_version(char *buffer) {
    UVersionInfo info;
    u_getVersion(info);
    u_versionToString(info, buffer);
}
