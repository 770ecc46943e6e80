import Testing
import MiniObjCTestSupport

/// `objcrt demo kvo` (Sources/objcrt/Demo/KVODemo.swift) runs KVO on the real
/// runtime.
@Suite struct KVODemoTests {
    @Test func theKVODemoShowsTheSwizzleAndADependentKeyFiring() throws {
        let objcrt = try #require(objcrtPath(), "the objcrt executable is built beside the tests")
        let r = run(objcrt, ["demo", "kvo"])
        #expect(r.status == 0, "\(r.output)")
        for line in ["object_getClass(account) = NSKVONotifying_KVODemoAccount", "[account class]          = KVODemoAccount",
                     "change: { kind = 1, new = 250, old = 100 }", "keyPathsForValuesAffectingFullName",
                     "observer of fullName: \" \" -> \"Ada \"", "observer of fullName: \"Ada \" -> \"Ada Lovelace\""] {
            #expect(r.output.contains(line), "missing: \(line)")
        }
    }
}
