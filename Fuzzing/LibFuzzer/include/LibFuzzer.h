#ifndef RIBS_LIBFUZZER_H
#define RIBS_LIBFUZZER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's driver (LLVM 13 and later): parses libFuzzer's flags from the command line and runs
/// `callback` on each input. Defined only in binaries linked with `-sanitize=fuzzer`, which is where
/// the fuzz targets call it (`FuzzSession.main`, under `FUZZING`).
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
