// A deliberate leak for the AddressSanitizer pass (RuntimeCore/object.c retain counts), off by default.
#if canImport(Glibc)
import Glibc
#endif
import ObjCRuntime
import Testing

/// Proof that the AddressSanitizer pass of CI reports leaks: this test leaks on purpose, once
/// through a manual allocation and once through a runtime object retained and never released,
/// and `.ci/run` runs it alone under ASan expecting LeakSanitizer to report both (its
/// suppressions must not hide either kind). Skipped unless MINIOBJC_LEAK_PROBE is set, so the
/// ordinary runs stay leak-free.
@Suite struct LeakProbeTests {
    @Test(.enabled(if: getenv("MINIOBJC_LEAK_PROBE") != nil, "set MINIOBJC_LEAK_PROBE=1 to leak on purpose"))
    func leaksOneAllocationAndOneRuntimeObject() throws {
        leakManualAllocation()
        try leakRuntimeObject()
    }

    /// 4242 bytes from Swift's manual allocator (malloc underneath), dropped.
    @inline(never)
    private func leakManualAllocation() {
        let bytes = UnsafeMutableRawPointer.allocate(byteCount: 4242, alignment: 8)
        bytes.storeBytes(of: 0x4C45_414B, as: Int.self)
        _ = bytes
    }

    /// An instance whose extra retain is never balanced: the runtime's own allocation.
    @inline(never)
    private func leakRuntimeObject() throws {
        let cls = try makeClass("LeakProbe")
        let object = try cls.new()
        ObjCObject.retain(object.pointer)
    }
}
