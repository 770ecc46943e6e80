#if canImport(Glibc)
import Glibc
#endif
import Testing
import MiniObjCTestSupport

/// Programs/ported/: the intent of GCC's `gcc/testsuite/objc/execute/` and objc4's `test/`,
/// rewritten as programs for MiniObjC's loader and dispatch (Programs/ported/README.md lists
/// every upstream test and where it went). Each `<name>.m` runs with `objcrt run` — with
/// `--runtime-only` when it is named `<name>.runtime-only.m`, with the `.m` files of a folder
/// `<name>/` linked after it when there is one — and must exit 0 printing exactly
/// `<name>.expected`.
@Suite struct PortedRuntimeTests {
    static let folder = CompiledPrograms.programs + "/ported"

    /// The `.m` files directly in `dir`, sorted.
    static func sources(in dir: String) -> [String] { directoryEntries(dir).filter { $0.hasSuffix(".m") } }

    /// Every program of the folder, by file name (listed when the tests are discovered).
    static let programs: [String] = sources(in: folder)

    @Test(arguments: programs)
    func portedProgram(_ file: String) {
        let base = String(file.dropLast(2))  // without ".m"
        let runtimeOnly = base.hasSuffix(".runtime-only")
        let name = runtimeOnly ? String(base.dropLast(".runtime-only".count)) : base
        var arguments = ["run"]
        if runtimeOnly { arguments.append("--runtime-only") }
        arguments.append(Self.folder + "/" + file)
        arguments += Self.sources(in: Self.folder + "/" + name).map { Self.folder + "/" + name + "/" + $0 }
        let result = CompiledPrograms.objcrt(arguments)
        #expect(result.status == 0, "\(file): \(result.stderr)")
        #expect(result.stdout == CompiledPrograms.read(Self.folder + "/" + base + ".expected"), "\(file)")
    }

    @Test func theFolderHasPrograms() {
        #expect(Self.programs.count >= 25)
    }
}
