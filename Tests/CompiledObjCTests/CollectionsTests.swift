#if canImport(Glibc)
import Glibc
#endif
import ObjCRuntime
import Testing
import MiniObjCTestSupport

/// Programs/collections/: the collection and value Foundation compiled code sends
/// (CSupport/ValueClasses: nsarray.c & co., collection_enumeration.c, collection_blocks.c,
/// collection_factories.c, nsarray_derived.c, nslock.c) and the runtime's
/// objc_enumerationMutation (CSupport/ObjCABI/enumeration_mutation.c). Every program runs with
/// and without `-fobjc-arc` and must exit 0 printing exactly its `.expected` (one file for both
/// modes); CI runs them under ASan and TSan too (`MINIOBJC_COMPILED_SANITIZE`).
@Suite struct CollectionsTests {
    static let folder = CompiledPrograms.programs + "/collections"

    @discardableResult
    static func expect(_ program: String, _ flags: [String], expected: String? = nil,
                       sourceLocation: SourceLocation = #_sourceLocation) -> ProgramResult {
        CompiledPrograms.expectOutput(folder + "/" + program + ".m", flags,
                                      expected: folder + "/" + (expected ?? program) + ".expected", sourceLocation: sourceLocation)
    }

    /// `for … in` over every collection class, batches past clang's 16 slots, break and
    /// continue, a subclass with its own storage; mutation inside the loop raises
    /// NSGenericException "Collection <…> was mutated while being enumerated." (caught by
    /// @catch), also at the last element; objc_setEnumerationMutationHandler replaces it.
    @Test(arguments: [[], ["-fobjc-arc"]])
    func fastEnumerationDetectsMutation(_ flags: [String]) {
        Self.expect("fast_enumeration", flags)
    }

    /// `@[…]`, `@{…}`, `@(…)` of every scalar type (enums by their underlying type), `@YES`,
    /// `@(cString)`, `@(range)`; every +numberWith…: and …Value, -compare:,
    /// -isEqualToNumber:, -stringValue; NSNull; a nil element raises with Foundation's reason.
    @Test(arguments: [[], ["-fobjc-arc"]])
    func literalsAndNumbers(_ flags: [String]) {
        Self.expect("literals", flags)
    }

    /// The four subscript methods (nil removes a key, the key is copied, index == count
    /// appends) and the NSRangeException of every out-of-range index, with Foundation's reason.
    @Test(arguments: [[], ["-fobjc-arc"]])
    func subscriptsAndRangeErrors(_ flags: [String]) {
        Self.expect("subscripting", flags)
    }

    /// Block enumeration (stop, reverse), -indexOfObjectPassingTest:, stable
    /// -sortedArrayUsingComparator:, -sortedArrayUsingSelector:, NSDictionary's and NSSet's
    /// block enumeration; mutation in the block and a throwing block.
    @Test(arguments: [[], ["-fobjc-arc"]])
    func blockEnumerationAndSorting(_ flags: [String]) {
        Self.expect("block_enumeration", flags)
    }

    /// NSArray / NSMutableArray / NSDictionary / NSMutableDictionary / NSSet / NSMutableSet:
    /// queries, derived arrays, edits, copies, the variadic and capacity factories.
    @Test(arguments: [[], ["-fobjc-arc"]])
    func collectionMethods(_ flags: [String]) {
        Self.expect("methods", flags)
    }

    /// Dictionaries on both sides of the size where an index starts (RT_DICT_SMALL): lookups,
    /// replacement, removal, -copy / -mutableCopy (cloned entries), -addEntriesFromDictionary:
    /// (reused hashes), keys whose hashes all collide; every check prints 1.
    @Test(arguments: [[], ["-fobjc-arc"]])
    func dictionarySizes(_ flags: [String]) {
        Self.expect("dictionary_sizes", flags)
    }

    /// NSValue (pointers, non-retained objects, structs, NSRange), NSData, NSDate, NSNull.
    @Test(arguments: [[], ["-fobjc-arc"]])
    func valuesDataAndDates(_ flags: [String]) {
        Self.expect("values", flags)
    }

    /// NSLock, NSRecursiveLock and pthread_mutex_t under four threads; -tryLock and
    /// -lockBeforeDate: against a held lock; misuse reported on standard error.
    @Test(arguments: [[], ["-fobjc-arc"]])
    func locksFromCompiledCode(_ flags: [String]) {
        let result = Self.expect("locks", flags)
        #expect(result.stderr.contains("*** -[NSLock lock]: deadlock (<NSLock: 0x"))
        #expect(result.stderr.contains("'cache') unlocked when not locked"))
        #expect(result.stderr.contains("*** Break on _NSLockError() to debug."))
    }

    /// Variadic methods through objc_msgSend's slow and fast paths and super sends (%al and
    /// stack arguments intact), and the runtime's nil-terminated factories.
    @Test(arguments: [[], ["-fobjc-arc"]])
    func variadicMethodsThroughObjcMsgSend(_ flags: [String]) {
        Self.expect("variadic", flags)
    }

    /// A root class of the program's own implements the fast-enumeration protocol; it links
    /// and runs with the runtime alone (libobjc2 prints the same lines).
    @Test(arguments: [[], ["-fobjc-arc"]])
    func fastEnumerationIsClangsProtocol(_ flags: [String]) {
        Self.expect("custom_enumeration.runtime-only", ["--runtime-only"] + flags, expected: "custom_enumeration")
    }

    /// Programs/collections/swift_process_plugin.m, built and loaded into this process once
    /// (see TwoDoorsTests).
    static let pluginAddress: UInt = {
        let dir = CompiledPrograms.temporaryDirectory()
        let library = dir + "/libcollections.so"
        let built = CompiledPrograms.objcrt(["cc", "--no-link-runtime", "-fPIC", "-shared",
                                             folder + "/swift_process_plugin.m", "-o", library])
        guard built.status == 0 else { return 0 }
        return UInt(bitPattern: dlopen(library, RTLD_NOW | RTLD_GLOBAL))
    }()

    /// In a Swift process the runtime's raises stay pending, but objc_enumerationMutation's
    /// caller is compiled code: the mutation is thrown, caught by the compiled @catch, or
    /// carried to the Swift caller by the barrier; block sorting works from compiled code.
    @Test func mutationInsideALoopThrowsInASwiftProcess() throws {
        try #require(Self.pluginAddress != 0, "the plugin builds and loads")
        let cls = try ObjCClass.named("CollectionsInSwift")
        #expect(try cls.send("caughtMutationName")?.stringValue == "NSGenericException")
        do {
            try cls.send("uncaughtMutation", as: Void.self)
            Issue.record("no exception")
        } catch let e as ObjCException {
            guard case .thrown(let name, let reason) = e.kind else {
                Issue.record("unexpected \(e)")
                return
            }
            #expect(name == "NSGenericException")
            #expect(reason.hasPrefix("Collection <NSMutableSet: 0x"))
            #expect(reason.hasSuffix("> was mutated while being enumerated."))
        }
        #expect(!ObjCException.isPending)
        let sorted = try #require(try cls.send("sortedThroughABlock")?.arrayElements)
        #expect(try sorted.map { try $0.send("intValue", as: Int32.self) } == [1, 2, 3])
    }

    /// Without Foundation a mutation inside the loop cannot raise: objc_enumerationMutation
    /// stops the program with the reason, as libobjc2's does.
    @Test func mutationWithoutFoundationStopsTheProgram() {
        let result = CompiledPrograms.objcrt(["run", "--runtime-only", Self.folder + "/mutation_abort.runtime-only.m"])
        #expect(result.status != 0)
        #expect(result.stdout == "element\n")
        #expect(result.stderr.contains("objc_enumerationMutation: collection <Counter: 0x"))
        #expect(result.stderr.contains("> was mutated while being enumerated"))
    }
}
