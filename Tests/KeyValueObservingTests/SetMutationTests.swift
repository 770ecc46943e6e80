import Testing
import ObjCRuntime
@testable import KeyValueObserving

/// Unordered to-many (set) changes: the set-mutation will/did pair, `mutableSetValueForKey:`
/// (accessors, setter, ivar), the set accessors a notifying class overrides, prior
/// notifications, dependent keys, bad arguments and KVOController. Ported in intent from
/// GNUstep's NSKVOSupport `kvoToMany.m` (NSSetMutationMethods).
@Suite struct SetMutationTests {
    /// One notification, summarised: kind, old and new members (sorted strings).
    struct Summary: Equatable, CustomStringConvertible {
        let kind: UInt
        let old: [String]?
        let new: [String]?
        var isPrior = false
        var description: String { "\(kind) old:\(old.map(\.description) ?? "-") new:\(new.map(\.description) ?? "-")\(isPrior ? " prior" : "")" }
    }

    private func members(_ o: ObjCObject?) -> [String]? {
        guard let o, o.className != "NSNull" else { return nil }   // NSNull: a nil value
        if let elements = o.setElements { return elements.map { $0.stringValue ?? "?" }.sorted() }
        return ["not a set: \(o.className)"]
    }

    private func summaries(_ r: Recorder) -> [Summary] {
        r.received.map { Summary(kind: $0.kind ?? 0, old: members($0.old), new: members($0.new), isPrior: $0.isPrior) }
    }

    private func set(_ strings: String...) throws -> ObjCObject { try ObjCObject.set(strings.map { .string($0) }) }

    private func observed(_ key: String, _ options: KeyValueObservingOptions = [.old, .new])
        throws -> (ObjCObject, ObjCObject, Recorder) {
        let holder = try SetMutationFixture.holder().new()
        let (observer, recorder) = try Recorder.makeObserver()
        try holder.addObserver(observer, forKeyPath: key, options: options)
        return (holder, observer, recorder)
    }

    /// Runs `change` on the stored set of `manual` inside a manual set-mutation pair.
    private func manually(_ holder: ObjCObject, _ kind: KeyValueSetMutationKind, _ objects: ObjCObject?,
                          _ change: (ObjCObject) throws -> Void) throws {
        try holder.willChangeValue(forKey: "manual", withSetMutation: kind, usingObjects: objects)
        try change(try #require(SetMutationFixture.storedSet(holder, "_manual")))
        try holder.didChangeValue(forKey: "manual", withSetMutation: kind, usingObjects: objects)
    }

    /// The six changes GNUstep's NSSetMutationMethods makes on every kind of set property,
    /// and what an observer of old and new values hears (with no `indexes`).
    private static let gnustepSix: [Summary] = [
        Summary(kind: 2, old: nil, new: ["1", "2", "3"]),   // union {1,2,3}
        Summary(kind: 3, old: ["1"], new: nil),             // minus {1}
        Summary(kind: 2, old: nil, new: ["1"]),             // add 1
        Summary(kind: 3, old: ["1"], new: nil),             // remove 1
        Summary(kind: 3, old: ["3"], new: nil),             // intersect {2}
        Summary(kind: 4, old: ["2"], new: ["3"]),           // set {3}
    ]

    @Test func manualPairsReportEachMutationKindWithTheObjectsThatMoved() throws {
        let (holder, observer, recorder) = try observed("manual")
        defer { withExtendedLifetime(observer) {} }
        let union = try set("1", "2", "3"), minus = try set("1"), two = try set("2"), three = try set("3")
        try manually(holder, .union, union) { try $0.send("unionSet:", union, as: Void.self) }
        try manually(holder, .minus, minus) { try $0.send("minusSet:", minus, as: Void.self) }
        try manually(holder, .union, minus) { try $0.send("unionSet:", minus, as: Void.self) }
        try manually(holder, .minus, minus) { try $0.send("minusSet:", minus, as: Void.self) }
        try manually(holder, .intersect, two) { try $0.send("intersectSet:", two, as: Void.self) }
        try manually(holder, .set, three) { try $0.send("setSet:", three, as: Void.self) }
        #expect(summaries(recorder) == Self.gnustepSix)
        #expect(recorder.received.allSatisfy { $0.change[KeyValueChangeKey.indexes] == nil })
        #expect(try SetMutationFixture.stored(holder, "_manual") == ["3"])
    }

    @Test func onlyTheObjectsThatActuallyMoveAreReported() throws {
        let (holder, observer, recorder) = try observed("manual")
        defer { withExtendedLifetime(observer) {} }
        let ab = try set("a", "b"), bz = try set("b", "z"), ay = try set("a", "y")
        try manually(holder, .union, ab) { try $0.send("unionSet:", ab, as: Void.self) }
        // b is already a member: only z is new. y is not a member: only a leaves.
        try manually(holder, .union, bz) { try $0.send("unionSet:", bz, as: Void.self) }
        try manually(holder, .minus, ay) { try $0.send("minusSet:", ay, as: Void.self) }
        // set {a, y} over {b, z}: b and z leave, a and y come in.
        try manually(holder, .set, ay) { try $0.send("setSet:", ay, as: Void.self) }
        // nil objects: the empty set; a union of nothing adds nothing, an intersect with it
        // removes everything.
        try manually(holder, .union, nil) { _ in }
        try manually(holder, .intersect, nil) { try $0.send("intersectSet:", nil as ObjCObject?, as: Void.self) }
        #expect(summaries(recorder) == [
            Summary(kind: 2, old: nil, new: ["a", "b"]),
            Summary(kind: 2, old: nil, new: ["z"]),
            Summary(kind: 3, old: ["a"], new: nil),
            Summary(kind: 4, old: ["b", "z"], new: ["a", "y"]),
            Summary(kind: 2, old: nil, new: []),
            Summary(kind: 3, old: ["a", "y"], new: nil),
        ])
    }

    @Test func priorNotificationsCarryTheKindAndTheOldObjects() throws {
        let (holder, observer, recorder) = try observed("manual", [.old, .new, .prior])
        defer { withExtendedLifetime(observer) {} }
        let xy = try set("x", "y"), x = try set("x"), z = try set("z")
        try manually(holder, .union, xy) { try $0.send("unionSet:", xy, as: Void.self) }
        try manually(holder, .minus, x) { try $0.send("minusSet:", x, as: Void.self) }
        try manually(holder, .set, z) { try $0.send("setSet:", z, as: Void.self) }
        #expect(summaries(recorder) == [
            Summary(kind: 2, old: nil, new: nil, isPrior: true),
            Summary(kind: 2, old: nil, new: ["x", "y"]),
            Summary(kind: 3, old: ["x"], new: nil, isPrior: true),
            Summary(kind: 3, old: ["x"], new: nil),
            Summary(kind: 4, old: ["y"], new: nil, isPrior: true),
            Summary(kind: 4, old: ["y"], new: ["z"]),
        ])
    }

    @Test func onlyTheRequestedValuesAreIncluded() throws {
        let (holder, observer, recorder) = try observed("manual", [.new])
        defer { withExtendedLifetime(observer) {} }
        let ab = try set("a", "b"), b = try set("b")
        try manually(holder, .union, ab) { try $0.send("unionSet:", ab, as: Void.self) }
        try manually(holder, .minus, b) { try $0.send("minusSet:", b, as: Void.self) }
        #expect(summaries(recorder) == [Summary(kind: 2, old: nil, new: ["a", "b"]), Summary(kind: 3, old: nil, new: nil)])
    }

    @Test func theSetAccessorsNotifyWhenTheClassIsObserved() throws {
        // kvoToMany.m NSSetMutationMethods, "setWithHelpers": one notification per call;
        // the setter -setHelpers: is a setter, so a setting.
        let (holder, observer, recorder) = try observed("helpers")
        defer { withExtendedLifetime(observer) {} }
        try holder.send("addHelpers:", set("1", "2", "3"), as: Void.self)
        try holder.send("removeHelpers:", set("1"), as: Void.self)
        try holder.send("addHelpersObject:", ObjCObject.string("1"), as: Void.self)
        try holder.send("removeHelpersObject:", ObjCObject.string("1"), as: Void.self)
        try holder.send("intersectHelpers:", set("2"), as: Void.self)
        try holder.send("setHelpers:", set("3"), as: Void.self)
        let r = summaries(recorder)
        #expect(Array(r.prefix(5)) == Array(Self.gnustepSix.prefix(5)))
        // -setSet: changes the stored set in place: old and new are the same object.
        #expect(r.count == 6 && r[5].kind == 1 && r[5].new == ["3"])
        #expect(try SetMutationFixture.stored(holder, "_helpers") == ["3"])
        let notifying = try #require(KeyValueObserving.notifyingClass(for: SetMutationFixture.holder()))
        let overridden = Set(notifying.methods.map(\.selector.name))
        #expect(["addHelpersObject:", "removeHelpersObject:", "addHelpers:", "removeHelpers:",
                 "intersectHelpers:", "setHelpers:"].allSatisfy(overridden.contains))
    }

    @Test func theProxyGoesThroughTheSetAccessors() throws {
        // kvoToMany.m "proxySet": the proxy sends the accessors, which notify.
        let (holder, observer, recorder) = try observed("helpers")
        defer { withExtendedLifetime(observer) {} }
        let proxy = try holder.mutableSetValue(forKey: "helpers")
        #expect(proxy.isKind(of: .nsMutableSet) && proxy.className == "MiniKVOMutableSet")
        try proxy.send("unionSet:", set("1", "2", "3"), as: Void.self)
        try proxy.send("minusSet:", set("1"), as: Void.self)
        try proxy.send("addObject:", ObjCObject.string("1"), as: Void.self)
        try proxy.send("removeObject:", ObjCObject.string("1"), as: Void.self)
        try proxy.send("intersectSet:", set("2"), as: Void.self)
        #expect(summaries(recorder) == Array(Self.gnustepSix.prefix(5)))
        recorder.reset()
        // -setSet: without a set<Key>: the proxy uses: what leaves, then what comes in.
        try proxy.send("setSet:", set("3"), as: Void.self)
        #expect(summaries(recorder) == [Summary(kind: 3, old: ["2"], new: nil), Summary(kind: 2, old: nil, new: ["3"])])
        #expect(try SetMutationFixture.stored(holder, "_helpers") == ["3"])
    }

    @Test func theProxyUsesSingleObjectAccessorsOnePerObject() throws {
        let (holder, observer, recorder) = try observed("singles")
        defer { withExtendedLifetime(observer) {} }
        let proxy = try holder.mutableSetValue(forKey: "singles")
        try proxy.send("unionSet:", set("a", "b"), as: Void.self)
        try proxy.send("intersectSet:", set("b", "c"), as: Void.self)
        try proxy.send("removeAllObjects", as: Void.self)
        #expect(summaries(recorder).sorted { $0.description < $1.description } == [
            Summary(kind: 2, old: nil, new: ["a"]), Summary(kind: 2, old: nil, new: ["b"]),
            Summary(kind: 3, old: ["a"], new: nil), Summary(kind: 3, old: ["b"], new: nil),
        ])
        #expect(try SetMutationFixture.stored(holder, "_singles").isEmpty)
    }

    @Test func theProxyUsesTheSetterWhenThereAreNoAccessorsAndThatIsASetting() throws {
        let (holder, observer, recorder) = try observed("settable")
        defer { withExtendedLifetime(observer) {} }
        let proxy = try holder.mutableSetValue(forKey: "settable")
        try proxy.send("addObject:", ObjCObject.string("a"), as: Void.self)
        try proxy.send("unionSet:", set("b", "c"), as: Void.self)
        try proxy.send("minusSet:", set("a"), as: Void.self)
        #expect(summaries(recorder) == [
            Summary(kind: 1, old: nil, new: ["a"]),
            Summary(kind: 1, old: ["a"], new: ["a", "b", "c"]),
            Summary(kind: 1, old: ["a", "b", "c"], new: ["b", "c"]),
        ])
        #expect(try SetMutationFixture.stored(holder, "_settable") == ["b", "c"])
    }

    @Test func theProxyChangesAnIvarAndNotifiesTheSetMutation() throws {
        // kvoToMany.m "kvcMediatedSet": an ivar and nothing else.
        let (holder, observer, recorder) = try observed("mediated")
        defer { withExtendedLifetime(observer) {} }
        let proxy = try holder.mutableSetValue(forKey: "mediated")
        try proxy.send("unionSet:", set("1", "2", "3"), as: Void.self)
        try proxy.send("minusSet:", set("1"), as: Void.self)
        try proxy.send("addObject:", ObjCObject.string("1"), as: Void.self)
        try proxy.send("removeObject:", ObjCObject.string("1"), as: Void.self)
        try proxy.send("intersectSet:", set("2"), as: Void.self)
        try proxy.send("setSet:", set("3"), as: Void.self)
        #expect(summaries(recorder) == Self.gnustepSix)
        #expect(try SetMutationFixture.stored(holder, "_mediated") == ["3"])
    }

    @Test func theProxyReadsLikeASet() throws {
        let holder = try SetMutationFixture.holder().new()
        let proxy = try holder.mutableSetValue(forKey: "mediated")
        try proxy.send("addObjectsFromArray:", ObjCObject.array([.string("p"), .string("q"), .string("p")]), as: Void.self)
        #expect(try proxy.send("count", as: Int.self) == 2)
        #expect(try proxy.send("containsObject:", ObjCObject.string("q"), as: Bool.self))
        #expect(try !proxy.send("containsObject:", ObjCObject.string("r"), as: Bool.self))
        #expect(try proxy.send("member:", ObjCObject.string("p"))?.stringValue == "p")
        #expect(try proxy.send("isEqual:", set("q", "p"), as: Bool.self))
        #expect(try set("q", "p").send("isEqual:", proxy.send("copy"), as: Bool.self))
        #expect(try proxy.send("copy")?.className == "NSSet")
        #expect(try proxy.send("allObjects")?.arrayElements?.count == 2)
        // NSMutableSet's own bulk methods read a proxy argument through -allObjects.
        let plain = try ObjCObject.set([.string("p"), .string("z")], mutable: true)
        try plain.send("intersectSet:", proxy, as: Void.self)
        #expect(plain.setElements?.compactMap(\.stringValue) == ["p"])
        // A proxy whose target is the proxy's own property, edited with itself.
        try proxy.send("unionSet:", proxy, as: Void.self)
        #expect(try SetMutationFixture.stored(holder, "_mediated") == ["p", "q"])
    }

    @Test func badArgumentsRaiseInsteadOfCorrupting() throws {
        let holder = try SetMutationFixture.holder().new()
        let proxy = try holder.mutableSetValue(forKey: "mediated")
        #expect(throws: ObjCException.self) { try proxy.send("addObject:", nil as ObjCObject?, as: Void.self) }
        let notASet = #expect(throws: ObjCException.self) {
            try proxy.send("unionSet:", ObjCObject.array([.string("a")]), as: Void.self)
        }
        #expect(notASet?.name == "NSInvalidArgumentException")
        try proxy.send("unionSet:", nil as ObjCObject?, as: Void.self)   // nil: the empty set
        // Apple: a proxy for a key with no accessors, setter or ivar sends the target
        // -setValue:forUndefinedKey: when it is changed.
        let unknown = try holder.mutableSetValue(forKey: "noSuchKey")
        #expect(throws: ObjCException.undefinedKey(className: "KVOTSetHolder", key: "noSuchKey", setting: true)) {
            try unknown.send("addObject:", ObjCObject.string("x"), as: Void.self)
        }
        #expect(throws: KeyValueObservingError.invalidKeyPath("")) { _ = try holder.mutableSetValue(forKey: "") }
        #expect(try SetMutationFixture.stored(holder, "_mediated").isEmpty)

        let (observed, observer, recorder) = try self.observed("manual")
        defer { withExtendedLifetime(observer) {} }
        let badKind = #expect(throws: ObjCException.self) {
            try observed.send("willChangeValueForKey:withSetMutation:usingObjects:", ObjCObject.string("manual"), UInt(9),
                              set("a"), as: Void.self)
        }
        #expect(badKind?.reason.contains("not a set mutation kind") == true)
        let badObjects = #expect(throws: ObjCException.self) {
            try observed.willChangeValue(forKey: "manual", withSetMutation: .union, usingObjects: ObjCObject.array([]))
        }
        #expect(badObjects?.reason.contains("needs an NSSet") == true)
        #expect(throws: ObjCException.self) {
            try observed.send("willChangeValueForKey:withSetMutation:usingObjects:", nil as ObjCObject?, UInt(1),
                              set("a"), as: Void.self)
        }
        // A refused will half leaves nothing pending: the did half finds nothing and is ignored.
        try observed.didChangeValue(forKey: "manual", withSetMutation: .union, usingObjects: set("a"))
        #expect(recorder.received.isEmpty)
        #expect(!ObjCException.isPending)
    }

    @Test func aKeyDependingOnASetKeySeesASettingOfItsOwnValue() throws {
        let (holder, observer, recorder) = try observed("helperCount")
        defer { withExtendedLifetime(observer) {} }
        try holder.send("addHelpersObject:", ObjCObject.string("a"), as: Void.self)
        try holder.mutableSetValue(forKey: "helpers").send("unionSet:", set("b", "c"), as: Void.self)
        try holder.willChangeValue(forKey: "helpers", withSetMutation: .minus, usingObjects: set("a"))
        try holder.send("removeHelpersObject:", ObjCObject.string("a"), as: Void.self)
        try holder.didChangeValue(forKey: "helpers", withSetMutation: .minus, usingObjects: set("a"))
        let r = recorder.received
        #expect(r.map(\.keyPath) == ["helperCount", "helperCount", "helperCount"])
        #expect(r.allSatisfy { $0.kind == 1 && $0.change[KeyValueChangeKey.indexes] == nil })
        // The accessor's change nested inside the manual pair leaves the dependent to the open
        // outer change: told once.
        #expect(r.map { number($0.old) } == [0, 1, 3] && r.map { number($0.new) } == [1, 3, 2])
    }

    @Test func automaticallyNotifiesNOLeavesTheAccessorsAlone() throws {
        let (holder, observer, recorder) = try observed("quiet")
        defer { withExtendedLifetime(observer) {} }
        try holder.send("addQuietObject:", ObjCObject.string("a"), as: Void.self)
        try holder.mutableSetValue(forKey: "quiet").send("addObject:", ObjCObject.string("b"), as: Void.self)
        #expect(recorder.received.isEmpty)
        #expect(try SetMutationFixture.stored(holder, "_quiet") == ["a", "b"])
        try holder.willChangeValue(forKey: "quiet", withSetMutation: .minus, usingObjects: set("a"))
        try holder.send("removeQuietObject:", ObjCObject.string("a"), as: Void.self)
        try holder.didChangeValue(forKey: "quiet", withSetMutation: .minus, usingObjects: set("a"))
        #expect(summaries(recorder) == [Summary(kind: 3, old: ["a"], new: nil)])
        let notifying = try #require(KeyValueObserving.notifyingClass(for: SetMutationFixture.holder()))
        #expect(!notifying.methods.contains { $0.selector.name == "addQuietObject:" })
    }

    @Test func changingTheStoredSetBehindKVOsBackIsSilent() throws {
        let (holder, observer, recorder) = try observed("manual")
        defer { withExtendedLifetime(observer) {} }
        try SetMutationFixture.storedSet(holder, "_manual")?.send("unionSet:", set("a"), as: Void.self)
        #expect(recorder.received.isEmpty)
    }

    @Test func closureObservationSeesTheKindAndNoIndexes() throws {
        let holder = try SetMutationFixture.holder().new()
        let changes = Collected<(KeyValueChangeKind, [Int]?, [String]?)>()
        let token = try holder.observe("helpers", options: [.new]) { c in
            changes.append((c.kind, c.indexes, c.newValue?.setElements?.compactMap(\.stringValue).sorted()))
        }
        try holder.send("addHelpers:", set("b", "a"), as: Void.self)
        withExtendedLifetime(token) {}
        let all = changes.all
        #expect(all.count == 1 && all[0].0 == .insertion && all[0].1 == nil && all[0].2 == ["a", "b"])
    }

    @Test func aKVOControllerObservesASetKeyWithABlockAndAnAction() throws {
        let holder = try SetMutationFixture.holder().new()
        let (observer, recorder) = try Recorder.makeObserver()
        defer { withExtendedLifetime(observer) {} }
        let controller = KVOController(observer: observer)
        let blocks = Collected<(KeyValueChangeKind, [String]?)>()
        try controller.observe(holder, keyPath: "helpers", options: [.old]) { _, _, change in
            blocks.append((change.kind, change.oldValue?.setElements?.compactMap(\.stringValue).sorted()))
        }
        try controller.observe(holder, keyPath: "mediated", options: [.new], action: "changed:object:")
        try holder.send("addHelpers:", set("a", "b"), as: Void.self)
        try holder.send("removeHelpersObject:", ObjCObject.string("a"), as: Void.self)
        try holder.mutableSetValue(forKey: "mediated").send("addObject:", ObjCObject.string("m"), as: Void.self)
        let b = blocks.all
        #expect(b.count == 2 && b[0].0 == .insertion && b[0].1 == nil && b[1].0 == .removal && b[1].1 == ["a"])
        let actions = recorder.actionCalls
        try #require(actions.count == 1)
        #expect(actions[0].object == holder.pointer)
        #expect(number(try actions[0].change.value(forKey: "kind")) == 2)
        #expect(members(try actions[0].change.value(forKey: "new")) == ["m"])
    }
}
