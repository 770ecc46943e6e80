import Testing
import MiniObjCTestSupport

/// Programs/pointer_collections/: NSMapTable and NSHashTable (CSupport/ValueClasses/
/// nsmaptable.c, nshashtable.c) from compiled code — strong and zeroing weak keys, values and
/// members, pointer and object personalities, for-in, copies, bad options, and four threads
/// sharing the tables. Each `<name>.m` is compiled with `-fobjc-arc -fobjc-arc-exceptions`
/// (a test raises through ARC code and must not leak under ASan) and must exit 0 printing
/// exactly `<name>.expected`.
@Suite struct PointerCollectionsTests {
    static let folder = CompiledPrograms.programs + "/pointer_collections"
    static let programs: [String] = directoryEntries(folder).filter { $0.hasSuffix(".m") }

    @Test(arguments: programs)
    func pointerCollectionProgram(_ file: String) {
        let result = CompiledPrograms.objcrt(["run", "-fobjc-arc", "-fobjc-arc-exceptions", Self.folder + "/" + file])
        #expect(result.status == 0, "\(file): \(result.stderr)")
        #expect(result.stdout == CompiledPrograms.read(Self.folder + "/" + file.dropLast(2) + ".expected"), "\(file)")
    }

    @Test func theFolderHasPrograms() {
        #expect(Self.programs.count >= 3)
    }
}
