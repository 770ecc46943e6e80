import MiniObjCTestSupport
import ModelMapping
import ObjCRuntime
import PropertyLists
import Testing

/// `NSKeyedArchiver` / `NSKeyedUnarchiver` for compiled code (ModelMapping's Swift layer,
/// started by the host): Programs/keyed_archiver/KeyedArchiverTests.m run by `objcrt test` —
/// every value class and a compiled NSCoding class round trip, shared objects and cycles,
/// the instance API, bad bytes — and the archives it writes read by PropertyLists and by
/// Python's plistlib, which see Foundation's layout.
@Suite(.serialized) struct KeyedArchiverHostedTests {
    static let folder = CompiledPrograms.programs + "/keyed_archiver"

    static func uid(_ n: Int64) -> PlistValue { ["CF$UID": .integer(n)] }

    @Test func theCompiledTestsPassAndTheirArchivesHaveFoundationsLayout() throws {
        let out = makeTempDirectory("keyed-archive")
        let run = CompiledPrograms.xctest([Self.folder + "/KeyedArchiverTests.m"], environment: ["KEYED_ARCHIVE_OUT": out])
        for failure in run.failures { Issue.record("\(failure)") }
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.summary?.hasPrefix("Executed 11 tests, with 0 failures (0 unexpected)") == true, "\(run.summary ?? run.log)")

        // Ada and Charles, friends of each other; Ada's tags an array holding a dictionary.
        let bytes = try #require(try PlistFile.readBytes(out + "/cycle.plist"))
        #expect(bytes.starts(with: Array("bplist00".utf8)))
        #expect(throws: PlistError.self, "references are UID objects, which plain property lists refuse") {
            try PropertyList.decode(bytes)
        }
        guard case .dictionary(let top) = try PropertyList.decodeKeyedArchive(bytes),
              case .array(let objects)? = top["$objects"] else {
            Issue.record("not a keyed archive")
            return
        }
        #expect(top["$archiver"] == "NSKeyedArchiver")
        #expect(top["$version"] == 100_000)
        #expect(top["$top"] == ["root": Self.uid(1)])
        #expect(objects.first == "$null")
        // The root gets its UID before its fields are written; the cycle is two references.
        guard objects.count == 13, case .dictionary(let ada) = objects[1], case .dictionary(let charles) = objects[3] else {
            Issue.record("objects: \(objects)")
            return
        }
        #expect(ada["name"] == Self.uid(2) && objects[2] == "Ada")
        #expect(ada["age"] == 36)
        #expect(ada["member"] == false)
        #expect(ada["friend"] == Self.uid(3))
        #expect(charles["friend"] == Self.uid(1))
        #expect(charles["name"] == Self.uid(4) && objects[4] == "Charles")
        #expect(charles["tags"] == Self.uid(0), "nil is $null's UID")
        #expect(ada["$class"] == Self.uid(5) && charles["$class"] == Self.uid(5))
        #expect(objects[5] == ["$classname": "ArchPerson", "$classes": ["ArchPerson", "NSObject"]])
        #expect(ada["tags"] == Self.uid(6))
        #expect(objects[6] == ["NS.objects": [Self.uid(7), Self.uid(8)], "$class": Self.uid(12)])
        #expect(objects[8] == ["NS.keys": [Self.uid(9)], "NS.objects": [Self.uid(10)], "$class": Self.uid(11)])
        #expect(objects[10] == .real(1.5))
        #expect(objects[12] == ["$classname": "NSArray", "$classes": ["NSArray", "NSObject"]])

        // -[NSArray encodeWithCoder:] and -[NSNull encodeWithCoder:] into a fresh archiver: the
        // array's fields in $top, and no class entry for either.
        let fields = try PropertyList.decodeKeyedArchive(try #require(try PlistFile.readBytes(out + "/fields.plist")))
        #expect(fields == ["$archiver": "NSKeyedArchiver", "$version": 100_000, "$top": ["NS.objects": [Self.uid(1), Self.uid(2)]],
                           "$objects": ["$null", "x", "y"]])

        // Python's plistlib, as Foundation-independent a reader as there is here.
        let python = try #require(python3Path(), "python3 is needed to read the archives with plistlib")
        let r = runPython(python, """
            import plistlib
            d = plistlib.load(open('\(out)/cycle.plist', 'rb'))
            o = d['$objects']
            root = o[d['$top']['root'].data]
            friend = o[root['friend'].data]
            print(d['$archiver'], d['$version'], type(d['$top']['root']).__name__)
            print(o[root['name'].data], o[friend['name'].data], o[friend['friend'].data] is root, o[root['$class'].data]['$classes'])
            v = plistlib.load(open('\(out)/values.plist', 'rb'))
            w = v['$objects'][v['$top']['root'].data]
            print(sorted(v['$objects'][k.data] for k in w['NS.keys']))
            """, in: out)
        #expect(r.status == 0, "\(r.output)")
        #expect(r.output == """
            NSKeyedArchiver 100000 UID
            Ada Charles True ['ArchPerson', 'NSObject']
            ['list', 'when']

            """)
    }
}

/// The same layer driven from Swift in this process (installed here as the host installs it):
/// malformed archives of every kind raise NSInvalidArgumentException — an `ObjCException` for a
/// Swift sender — and never crash; the XML form of an archive is read too.
@Suite(.serialized) struct KeyedArchiverLayerTests {
    static let classes: (archiver: ObjCClass, unarchiver: ObjCClass)? = try? KeyedArchiverClass.install()

    static func uid(_ n: Int64) -> PlistValue { ["CF$UID": .integer(n)] }

    static func archive(root: PlistValue, _ objects: [PlistValue]) -> PlistValue {
        ["$archiver": "NSKeyedArchiver", "$version": 100_000, "$top": ["root": root], "$objects": .array(["$null"] + objects)]
    }

    func unarchive(_ bytes: [UInt8]) throws -> ObjCObject? {
        let unarchiver = try #require(Self.classes?.unarchiver)
        return try unarchiver.send("unarchiveObjectWithData:", try BridgedValue.data(bytes).makeObject())
    }

    func expectRaise(_ bytes: [UInt8], _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let made = try unarchive(bytes)
            Issue.record("\(what): no raise, \(String(describing: made))", sourceLocation: sourceLocation)
        } catch let e as ObjCException {
            #expect(e.name == "NSInvalidArgumentException", "\(what): \(e)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(what): \(error)", sourceLocation: sourceLocation)
        }
        #expect(ObjCException.takePending() == nil, "\(what): nothing left pending", sourceLocation: sourceLocation)
    }

    @Test func valuesRoundTripFromSwiftAndTheXMLFormIsReadToo() throws {
        let (archiver, _) = try #require(Self.classes)
        let value: BridgedValue = .dictionary(["list": .array([.int(1), .string("two"), .bool(true)]), "blob": .data([0, 255])])
        let data = try #require(try archiver.send("archivedDataWithRootObject:", try value.makeObject()))
        let bytes = try #require(data.unmanaged.withBytes { Array($0) })
        #expect(try BridgedValue(object: try #require(try unarchive(bytes))) == value)
        let xml = PropertyList.encode(try PropertyList.decodeKeyedArchive(bytes), format: .xml)
        #expect(try BridgedValue(object: try #require(try unarchive(xml))) == value)
        // A $null root is nil, not an error.
        #expect(try unarchive(PropertyList.encodeKeyedArchive(Self.archive(root: Self.uid(0), []))) == nil)
    }

    /// NSCoder is abstract: its keyed methods raise, as Foundation's do, and so does an
    /// archiver asked to decode.
    @Test func theAbstractCoderRaises() throws {
        let (archiver, _) = try #require(Self.classes)
        let coder = try #require(try ObjCClass.lookUp("NSCoder")?.new())
        #expect(try coder.send("allowsKeyedCoding", as: Int8.self) == 0)
        #expect(try archiver.new().send("allowsKeyedCoding", as: Int8.self) == 1)
        for (receiver, selector) in [(coder, "decodeObjectForKey:"), (try archiver.new(), "decodeObjectForKey:")] {
            do {
                _ = try receiver.send(Selector(selector), ObjCObject.string("k"))
                Issue.record("\(selector) did not raise")
            } catch let e as ObjCException {
                #expect(e.name == "NSInvalidArgumentException")
                #expect("\(e)".contains("only defined for abstract class"), "\(e)")
            }
        }
        #expect(throws: ObjCException.self) { try coder.send("encodeObject:forKey:", ObjCObject.string("v"), ObjCObject.string("k"), as: Void.self) }
        #expect(throws: ObjCException.self) { try coder.send("decodeDoubleForKey:", ObjCObject.string("k"), as: Double.self) }
    }

    @Test func malformedArchivesRaiseAndNeverCrash() throws {
        let thing: PlistValue = ["$classname": "NSArray", "$classes": ["NSArray", "NSObject"]]
        let cases: [(PlistValue, String)] = [
            ("just a string", "not a dictionary"),
            (["$archiver": "NSKeyedArchiver", "$top": ["root": Self.uid(1)]], "no $objects"),
            (["$archiver": "Other", "$top": ["root": Self.uid(1)], "$objects": ["$null", "x"]], "another archiver"),
            (Self.archive(root: Self.uid(99), ["x"]), "a UID past the objects"),
            (Self.archive(root: Self.uid(1), [["NS.objects": []]]), "an object without $class"),
            (Self.archive(root: Self.uid(1), [["$class": Self.uid(1)]]), "a $class that is not a class entry"),
            (Self.archive(root: Self.uid(1), [["$class": Self.uid(2), "NS.objects": [Self.uid(1)]], thing]),
             "an array that contains itself"),
            (Self.archive(root: Self.uid(1), [["$class": Self.uid(2), "NS.objects": ["no uid"]], thing]), "an element that is not a UID"),
            (Self.archive(root: Self.uid(1), [["$class": Self.uid(2), "NS.keys": [Self.uid(3)], "NS.objects": []],
                                              ["$classname": "NSDictionary", "$classes": ["NSDictionary"]], "k"]),
             "keys and objects of different counts"),
            (Self.archive(root: Self.uid(1), [["$class": Self.uid(2)], ["$classname": "NSObject", "$classes": ["NSObject"]]]),
             "a class with no -initWithCoder: is never instantiated"),
            (Self.archive(root: Self.uid(1), [["$class": Self.uid(2)], ["$classname": "NoSuchClass", "$classes": ["NoSuchClass"]]]),
             "a class that is not loaded"),
            (Self.archive(root: Self.uid(1), [["$class": Self.uid(2), "NS.time": "noon"],
                                              ["$classname": "NSDate", "$classes": ["NSDate", "NSObject"]]]), "an NSDate without a time"),
            (Self.archive(root: Self.uid(1), [true]), "fine: a number"),
        ]
        for (archive, comment) in cases.dropLast() { expectRaise(PropertyList.encodeKeyedArchive(archive), comment) }
        // (Kept in a variable: an unmanaged view of a temporary would outlive the object.)
        let number = try unarchive(PropertyList.encodeKeyedArchive(cases.last!.0))
        #expect(number?.valueKind == .number)
        // Arrays nested far deeper than the limit: an error, not a stack overflow.
        var objects: [PlistValue] = []
        for i in 0..<500 { objects.append(["$class": Self.uid(502), "NS.objects": [Self.uid(Int64(i + 2))]]) }
        objects.append("leaf")
        objects.append(thing)
        expectRaise(PropertyList.encodeKeyedArchive(Self.archive(root: Self.uid(1), objects)), "nesting")
        expectRaise(Array("garbage".utf8), "not a property list")
        expectRaise([], "empty")
    }
}
