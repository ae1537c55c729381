#include "CICU.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>

/* Opening a break iterator costs tens of thousands of instructions (ICU
 * loads the rules and the locale's data), more than breaking a typical
 * label: each thread keeps one line iterator (for the last locale) and one
 * grapheme iterator and points them at each new text with ubrk_setText,
 * which resets them. Closed when the thread exits. */
typedef struct {
    UBreakIterator *line;
    char line_locale[64];
    UBreakIterator *grapheme;
} IteratorCache;

static pthread_key_t cache_key;
static pthread_once_t cache_once = PTHREAD_ONCE_INIT;
static int cache_ready = 0;

static void cache_free(void *pointer) {
    IteratorCache *cache = pointer;
    if (cache->line != NULL) ubrk_close(cache->line);
    if (cache->grapheme != NULL) ubrk_close(cache->grapheme);
    free(cache);
}

static void cache_init(void) { cache_ready = pthread_key_create(&cache_key, cache_free) == 0; }

/* This thread's iterators; NULL when none can be kept (the caller then opens
 * and closes its own). */
static IteratorCache *thread_cache(void) {
    pthread_once(&cache_once, cache_init);
    if (!cache_ready) return NULL;
    IteratorCache *cache = pthread_getspecific(cache_key);
    if (cache == NULL) {
        cache = calloc(1, sizeof *cache);
        if (cache != NULL && pthread_setspecific(cache_key, cache) != 0) {
            free(cache);
            cache = NULL;
        }
    }
    return cache;
}

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
    IteratorCache *cache = thread_cache();
    int keep = cache != NULL && strlen(locale) < sizeof cache->line_locale;
    UBreakIterator *it;
    if (keep && cache->line != NULL && strcmp(cache->line_locale, locale) == 0) {
        it = cache->line;
        ubrk_setText(it, (const UChar *)text, length, &status);
    } else {
        it = ubrk_open(UBRK_LINE, locale, (const UChar *)text, length, &status);
        if (keep && U_SUCCESS(status)) {
            if (cache->line != NULL) ubrk_close(cache->line);
            cache->line = it;
            strcpy(cache->line_locale, locale);
        }
    }
    if (U_FAILURE(status)) {
        if (!keep || it != cache->line) ubrk_close(it);
        return fail(error, status);
    }
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
    if (!keep || it != cache->line) ubrk_close(it);
    return count;
}

int32_t trellis_grapheme_breaks(const uint16_t *text, int32_t length,
                                int32_t *offsets, int32_t capacity, char *error) {
    UErrorCode status = U_ZERO_ERROR;
    IteratorCache *cache = thread_cache();
    UBreakIterator *it;
    if (cache != NULL && cache->grapheme != NULL) {
        it = cache->grapheme;
        ubrk_setText(it, (const UChar *)text, length, &status);
    } else {
        it = ubrk_open(UBRK_CHARACTER, "", (const UChar *)text, length, &status);
        if (cache != NULL && U_SUCCESS(status)) cache->grapheme = it;
    }
    if (U_FAILURE(status)) {
        if (cache == NULL || it != cache->grapheme) ubrk_close(it);
        return fail(error, status);
    }
    int32_t count = 0;
    for (int32_t pos = ubrk_following(it, 0); pos != UBRK_DONE; pos = ubrk_next(it)) {
        if (count < capacity) offsets[count] = pos;
        count += 1;
    }
    if (cache == NULL || it != cache->grapheme) ubrk_close(it);
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
