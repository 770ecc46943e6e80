import Testing

/// Compiled programs that change classes while other threads use them (`Programs/threads/`),
/// through objc4's C API and `objc_msgSend`: the cache (CSupport/RuntimeCore/cache.c) and
/// disposal (class.c) under real concurrency. Each prints counts a race would change; CI runs
/// them under ThreadSanitizer and AddressSanitizer too (`MINIOBJC_COMPILED_SANITIZE`).
@Suite struct ThreadStressProgramsTests {
    /// 7 threads send while an eighth adds methods to the superclass and the metaclass and
    /// swaps `-value`'s IMP: every send answers what its selector's method answers.
    @Test func methodsAddedWhileSevenThreadsSend() {
        run("add_method_while_sending")
    }

    /// A class disposed 60 times while 6 threads look it up and message it: found and
    /// answered, not found, or a caught exception from the disposed class — never a crash;
    /// disposal is refused while an instance lives.
    @Test func classDisposedWhileOtherThreadsLookItUp() {
        run("dispose_while_looking_up")
    }

    private func run(_ program: String) {
        let dir = CompiledPrograms.programs + "/threads/"
        let result = CompiledPrograms.objcrt(["run", dir + program + ".m"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == CompiledPrograms.read(dir + program + ".expected"))
    }
}
