// libwebp: lossless encoding (encode.h), animations assembled by
// WebPAnimEncoder (mux.h), and read back by WebPAnimDecoder (demux.h, the tests).
#include <webp/encode.h>
#include <webp/mux.h>
#include <webp/demux.h>
