// The declaration of libFuzzer's driver is all of this module (include/LibFuzzer.h); libFuzzer
// itself comes with -sanitize=fuzzer.
#include "LibFuzzer.h"
