#if canImport(Glibc)
import Glibc
#endif
import Testing
import MiniObjCTestSupport

/// Programs/forwarding/: `-forwardInvocation:` in standalone compiled programs — no Swift in the
/// process, NSMethodSignature / NSInvocation and the forwarding hook from the value layer in C
/// (`CSupport/ValueClasses/forwarding.c`). Each `<name>.m` of the folder runs with
/// `objcrt run` (under CI's sanitizer too) and must exit 0 printing exactly
/// `<name>.expected`; the programs of `ends/` end the way an uncaught exception ends a program.
/// Programs/forwarding/README.md says what each checks and how GNUstep Foundation compares.
@Suite struct ForwardingProgramsTests {
    static let folder = CompiledPrograms.programs + "/forwarding"
    static let programs: [String] = directoryEntries(folder).filter { $0.hasSuffix(".m") }

    @Test(arguments: programs)
    func standaloneProgram(_ file: String) {
        let result = CompiledPrograms.objcrt(["run", Self.folder + "/" + file])
        #expect(result.status == 0, "\(file): \(result.stderr)")
        #expect(result.stdout == CompiledPrograms.read(Self.folder + "/" + String(file.dropLast(2)) + ".expected"), "\(file)")
    }

    @Test func theFolderHasItsPrograms() {
        #expect(Set(Self.programs).isSuperset(of: ["signatures.m", "invocations.m", "bad_input.m", "threads.m"]))
    }

    /// -methodSignatureForSelector: answers nil: the message ends in -doesNotRecognizeSelector:
    /// (objc4's uncaught-exception end), after a message it does describe was forwarded.
    @Test func withoutASignatureTheMessageEndsUnrecognized() {
        let result = CompiledPrograms.objcrt(["run", Self.folder + "/ends/no_signature.m"])
        #expect(result.status == 128 + 6, "SIGABRT: \(result.stderr)")
        #expect(result.stdout == "known: -5\n")
        #expect(result.stderr.contains("-[Picky unknown:]: unrecognized selector sent to instance 0x"))
        #expect(result.stderr.contains("Terminating app due to uncaught exception 'NSInvalidArgumentException'"))
    }

    /// A signature with fewer arguments than the selector: refused before any frame is read,
    /// with NSInvalidArgumentException naming the signature and both counts.
    @Test func aSignatureThatDoesNotMatchTheMessageIsRefused() {
        let result = CompiledPrograms.objcrt(["run", Self.folder + "/ends/mismatched_signature.m"])
        #expect(result.status == 128 + 6, "SIGABRT: \(result.stderr)")
        #expect(result.stdout == "one: 1\n")
        #expect(result.stderr.contains(
            "-[Liar two:and:]: the method signature 'q24@0:8q16' does not match the message: 3 arguments with self and _cmd, the selector takes 4"))
        #expect(result.stderr.contains("Terminating app due to uncaught exception 'NSInvalidArgumentException'"))
    }

    /// A signature that returns a struct in memory for a message sent with plain objc_msgSend,
    /// and one that returns in registers for a message sent with objc_msgSend_stret: refused
    /// before the closure could write through a pointer the caller never passed (objc_msgSend's
    /// slow path tells the hook which entry point the send came through).
    @Test(arguments: [
        ("struct_return_mismatch.m", "big: 10 11 12 13\n",
         "-[Confused small:]: the method signature '{?=qqqq}24@0:8q16' returns '{?=qqqq}' in memory, but the message was sent with objc_msgSend"),
        ("register_return_mismatch.m", "small: 15\n",
         "-[Confused big:]: the method signature 'q24@0:8q16' returns 'q' in registers, but the message was sent with objc_msgSend_stret"),
    ])
    func aReturnTheCallerDoesNotExpectIsRefused(_ file: String, _ stdout: String, _ reason: String) {
        let result = CompiledPrograms.objcrt(["run", Self.folder + "/ends/" + file])
        #expect(result.status == 128 + 6, "SIGABRT: \(result.stderr)")
        #expect(result.stdout == stdout)
        #expect(result.stderr.contains(reason))
        #expect(result.stderr.contains("Terminating app due to uncaught exception 'NSInvalidArgumentException'"))
    }
}
