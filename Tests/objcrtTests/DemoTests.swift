import Testing
import MiniObjCTestSupport

/// `objcrt demo` (default topic) replays the GVUserDefaults story through the real runtime.
@Suite struct DemoTests {
    @Test func theDefaultDemoTellsTheGVUserDefaultsStory() throws {
        let objcrt = try #require(objcrtPath(), "the objcrt executable is built beside the tests")
        let r = run(objcrt, ["demo"])
        #expect(r.status == 0, "\(r.output)")
        for line in ["class_addMethod(", "@selector(isVIPUser)", "\"c@:\"", "\"v@:q\"", "longLongGetter",
                     "[userInfo setNickName:@\"bob\"] → objectSetter", "<key>UserInfo.nickName</key>",
                     "nickName = guest, launchCount = 0, vip = false"] {
            #expect(r.output.contains(line), "missing: \(line)")
        }
        try expectEndsWithTheOtherTopics(r.output, after: "defaults", objcrt: objcrt)
    }

    /// A story ends by naming every other topic as the command that runs it, with the summary
    /// `objcrt demo list` gives.
    @Test func aNamedTopicEndsWithTheOthers() throws {
        let objcrt = try #require(objcrtPath(), "the objcrt executable is built beside the tests")
        let r = run(objcrt, ["demo", "ffi"])
        #expect(r.status == 0, "\(r.output)")
        try expectEndsWithTheOtherTopics(r.output, after: "ffi", objcrt: objcrt)
    }

    /// The runtime story ends with class disposal: refused while an instance lives, then a
    /// kept handle that reads as a tombstone and whose messages raise instead of crashing.
    @Test func runtimeDemoShowsDisposalAndTheTombstone() throws {
        let objcrt = try #require(objcrtPath(), "the objcrt executable is built beside the tests")
        let r = run(objcrt, ["demo", "runtime"])
        #expect(r.status == 0, "\(r.output)")
        #expect(r.output.contains("dispose() with a live Puppy: cannot dispose 'Puppy': 1 live instance(s)"), "\(r.output)")
        #expect(r.output.contains("isDisposed = true, named(\"Puppy\") finds nothing"), "\(r.output)")
        #expect(r.output.contains("[Puppy new] through the kept handle: NSInvalidArgumentException: +[Puppy new]: unrecognized selector"),
                "\(r.output)")
        try expectEndsWithTheOtherTopics(r.output, after: "runtime", objcrt: objcrt)
    }

    private func expectEndsWithTheOtherTopics(_ output: String, after topic: String, objcrt: String) throws {
        let list = run(objcrt, ["demo", "list"])
        #expect(list.status == 0)
        // `NAME  summary` per line.
        let topics = list.output.split(separator: "\n").map { line -> (String, String) in
            let name = line.prefix { $0 != " " }
            return (String(name), String(line.dropFirst(name.count).drop(while: { $0 == " " })))
        }
        #expect(topics.count >= 6 && topics.contains { $0.0 == topic }, "\(list.output)")
        let others = topics.filter { $0.0 != topic }
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()  // the final newline
        let tail = Array(lines.suffix(others.count + 1))
        #expect(tail.first == "Other topics:", "\(tail)")
        for (line, (name, summary)) in zip(tail.dropFirst(), others) {
            #expect(line.hasPrefix("  objcrt demo \(name) "), "\(line)")
            #expect(line.hasSuffix("  \(summary)"), "\(line)")
        }
    }
}
