#if canImport(Glibc)
import Glibc
#endif
import Testing
import MiniObjCTestSupport

/// Programs/arc/: what clang's code asks of the runtime under `-fobjc-arc` — retain, release
/// and the autorelease hand-off, weak references, `.cxx_construct` / `.cxx_destruct`, property
/// accessors, `@synchronized` — and manual retain/release code beside it. Each `<name>.m` is
/// compiled with `-fobjc-arc` (`<name>.runtime-only.m` with the runtime alone), each
/// `<name>.mrc.m` without, each `<name>.mm` as Objective-C++
/// with `-fobjc-arc` (linked with the C++ library; without exceptions, which are not these
/// tests'), and must exit 0 printing exactly `<name>.expected`. Under CI's sanitizer passes
/// (`MINIOBJC_COMPILED_SANITIZE`) the programs and the runtime are built with ASan or TSan.
@Suite struct ARCTests {
    static let folder = CompiledPrograms.programs + "/arc"

    /// Every program of the folder, by file name.
    static let programs: [String] = directoryEntries(folder).filter { $0.hasSuffix(".m") || $0.hasSuffix(".mm") }

    /// Compiles `file` as its name says and runs it.
    static func run(_ file: String) -> ProgramResult {
        let path = folder + "/" + file
        if file.hasSuffix(".mm") {
            // `objcrt run` takes .m/.c files; Objective-C++ goes through `objcrt cc`.
            let dir = CompiledPrograms.temporaryDirectory()
            defer { removeTree(dir) }
            let exe = dir + "/program"
            let built = CompiledPrograms.objcrt(["cc", "-fobjc-arc", "-fno-exceptions", "-fno-objc-exceptions", path,
                                                 "-lstdc++", "-o", exe])
            guard built.status == 0 else { return built }
            return CompiledPrograms.run(exe, [])
        }
        let arc = file.hasSuffix(".mrc.m") ? [] : ["-fobjc-arc"]
        let runtimeOnly = file.hasSuffix(".runtime-only.m") ? ["--runtime-only"] : []
        return CompiledPrograms.objcrt(["run"] + runtimeOnly + arc + [path])
    }

    @Test(arguments: programs)
    func arcProgram(_ file: String) {
        var base = file.hasSuffix(".mm") ? String(file.dropLast(3)) : String(file.dropLast(2))
        for suffix in [".mrc", ".runtime-only"] where base.hasSuffix(suffix) { base = String(base.dropLast(suffix.count)) }
        let expected = base + ".expected"
        let result = Self.run(file)
        #expect(result.status == 0, "\(file): \(result.stderr)")
        #expect(result.stdout == CompiledPrograms.read(Self.folder + "/" + expected), "\(file)")
    }

    /// The bad input of weak.m: a weak store of an object inside its -dealloc gives nil and
    /// says so on standard error (the rest of the program's output is checked above).
    @Test func aWeakStoreOfADeallocatingObjectIsReported() {
        let result = Self.run("weak.m")
        #expect(result.status == 0)
        #expect(result.stderr.contains("cannot form a weak reference to Thing"), "\(result.stderr)")
        #expect(result.stderr.contains("it is deallocating; nil stored"))
    }

    @Test func theFolderHasPrograms() {
        #expect(Self.programs.count >= 6)
    }
}
