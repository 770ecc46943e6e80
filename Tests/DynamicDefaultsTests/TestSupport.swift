#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import DynamicDefaults
import MiniObjCTestSupport

func fileExists(_ path: String) -> Bool { access(path, F_OK) == 0 }

func fileMode(_ path: String) -> UInt32? {
    var st = stat()
    guard stat(path, &st) == 0 else { return nil }
    return UInt32(st.st_mode) & 0o777
}

func sleepMilliseconds(_ ms: Int) {
    usleep(UInt32(ms) * 1000)
}

/// Waits until `condition` holds, up to `timeoutMs`; returns whether it did. The default is
/// generous because it only matters when the condition never holds: CI runs these tests
/// under ThreadSanitizer on a loaded 2-core machine.
func waitUntil(timeoutMs: Int = 10_000, _ condition: () -> Bool) -> Bool {
    var waited = 0
    while waited < timeoutMs {
        if condition() { return true }
        sleepMilliseconds(5)
        waited += 5
    }
    return condition()
}

/// Removes a test directory after flushing every live store's pending writes, so a store that
/// outlives the test (generated accessors keep theirs) does not recreate it at exit.
func flushStoresAndRemove(_ dir: String) {
    ExitFlusher.flushAll()
    removeTree(dir)
}
