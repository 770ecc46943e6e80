#if canImport(Glibc)
import Glibc
#endif
import Testing
import MiniObjCTestSupport

/// Programs/blocks/: blocks clang compiles are MiniObjC objects (CSupport/ObjCABI/blocks.c,
/// CSupport/RuntimeCore/block_object.c). Every program runs with and without `-fobjc-arc`
/// and must exit 0 printing exactly its `.expected` — the same file for both modes, since
/// each line is a check that holds in either.
@Suite struct BlocksTests {
    static let folder = CompiledPrograms.programs + "/blocks"

    static func expect(_ program: String, _ flags: [String], options: [String] = [],
                       sourceLocation: SourceLocation = #_sourceLocation) -> ProgramResult {
        CompiledPrograms.expectOutput(folder + "/" + program + ".m", options + flags, sourceLocation: sourceLocation)
    }

    /// The three classes, copies from the stack and their release (dealloc counters), __block
    /// variables shared and outliving their frame, captured blocks, __weak captures zeroed,
    /// weak references to heap blocks, blocks in arrays and dictionaries, KVC with `@?`.
    @Test(arguments: [[], ["-fobjc-arc"]])
    func blocksAreObjects(_ flags: [String]) {
        _ = Self.expect("objects", flags)
    }

    /// Captures over many iterations: a block captured by a block inside a method leaks
    /// nothing (also at -O2 under ARC, where the optimizer relies on objc_retain answering its
    /// argument), a captured stack block is copied and released with its capturer, a __block
    /// counter behind a class method.
    @Test(arguments: [[], ["-fobjc-arc"], ["-fobjc-arc", "-O2"]])
    func capturedBlocksAndObjectsLeakNothing(_ flags: [String]) {
        _ = Self.expect("captures", flags)
    }

    /// imp_implementationWithBlock of several signatures (struct in memory included),
    /// imp_getBlock, imp_removeBlock releasing the captures, trampoline reuse, 600 IMPs.
    @Test(arguments: [[], ["-fobjc-arc"]])
    func blocksAsMethods(_ flags: [String]) {
        _ = Self.expect("imp_block", flags)
    }

    /// The toolchain's libdispatch copies and releases MiniObjC blocks: dispatch_async,
    /// dispatch_sync, dispatch_once, dispatch_group; _Block_copy resolves to the runtime's.
    @Test(arguments: [[], ["-fobjc-arc"]])
    func libdispatchRunsMiniObjCBlocks(_ flags: [String]) {
        _ = Self.expect("dispatch", flags, options: ["--dispatch"])
    }

    /// Corrupt descriptors and __block records: refused or copied bytewise, one line each on
    /// standard error, never a crash (CI runs this under ASan too).
    @Test(arguments: [[], ["-fobjc-arc"]])
    func corruptBlocksGetADefinedResult(_ flags: [String]) {
        let result = Self.expect("bad_input", flags)
        #expect(result.stderr.contains("_Block_copy refused the block"))
        #expect(result.stderr.contains(": it has no descriptor"))
        #expect(result.stderr.contains(": its descriptor's size is impossible"))
        #expect(result.stderr.contains("its descriptor's copy helper is NULL; the captures were copied bytewise"))
        #expect(result.stderr.contains("its record's size is impossible; it stays on the stack"))
    }
}
