import Testing
import MiniObjCTestSupport

/// The isa / superclass diagram of Docs/ObjectsClassesMetaclasses.md: `objcrt dump --dot` of
/// the demo hierarchy has exactly the arrows the chapter's rules give, and the committed SVG
/// (Scripts/class-diagram.sh) was drawn from that same graph.
@Suite struct ClassDiagramTests {
    struct Edge: Hashable, CustomStringConvertible {
        let from: String, to: String, label: String
        var description: String { "\(from) -\(label)-> \(to)" }
    }

    /// The chapter's rules, for an instance of Dog, Dog : Animal : NSObject.
    static let expected: [Edge] = [
        // Superclass arrows: the classes' chain, the metaclasses' parallel chain, and the root
        // metaclass's superclass, the root class (NSObject's own superclass is nil: no arrow).
        Edge(from: "Dog", to: "Animal", label: "superclass"),
        Edge(from: "Animal", to: "NSObject", label: "superclass"),
        Edge(from: "meta Dog", to: "meta Animal", label: "superclass"),
        Edge(from: "meta Animal", to: "meta NSObject", label: "superclass"),
        Edge(from: "meta NSObject", to: "NSObject", label: "superclass"),
        // isa arrows: instance to class, class to its metaclass, every metaclass to the root
        // metaclass, which points at itself.
        Edge(from: "a Dog", to: "Dog", label: "isa"),
        Edge(from: "Dog", to: "meta Dog", label: "isa"),
        Edge(from: "Animal", to: "meta Animal", label: "isa"),
        Edge(from: "NSObject", to: "meta NSObject", label: "isa"),
        Edge(from: "meta Dog", to: "meta NSObject", label: "isa"),
        Edge(from: "meta Animal", to: "meta NSObject", label: "isa"),
        Edge(from: "meta NSObject", to: "meta NSObject", label: "isa"),
    ]

    /// `"A" -> "B" [label="x", …];` lines of a DOT text.
    static func edges(ofDOT dot: String) -> [Edge] {
        dot.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "\"", omittingEmptySubsequences: false).map(String.init)
            // ␣␣, A, ␣->␣, B, ␣[…label=, x, …
            guard parts.count >= 6, parts[2] == " -> ", let at = parts.firstIndex(where: { $0.hasSuffix("label=") }),
                  at + 1 < parts.count else { return nil }
            return Edge(from: parts[1], to: parts[3], label: parts[at + 1])
        }
    }

    @Test func theDiagramsGraphHasTheChaptersArrows() throws {
        let objcrt = try #require(objcrtPath(), "the objcrt executable is built beside the tests")
        let r = run(objcrt, ["dump", "--dot", "--demo-classes", "--class", "Dog", "--instances"])
        #expect(r.status == 0, "\(r.output)")
        let edges = Self.edges(ofDOT: r.output)
        #expect(edges.count == Self.expected.count, "\(edges)")
        #expect(Set(edges) == Set(Self.expected))
        // Only the hierarchy asked for: no other class of the runtime.
        #expect(!r.output.contains("NSString"))
    }

    @Test func theCommittedSVGIsDrawnFromThatGraph() throws {
        let repository = String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")
        let bytes = try #require(readFile("/" + repository + "/Docs/isa-superclass.svg"),
                                 "Docs/isa-superclass.svg is committed (Scripts/class-diagram.sh)")
        let svg = String(decoding: bytes, as: UTF8.self)
        // Graphviz names each edge's group "<title>A&#45;&gt;B</title>".
        var arrows: [String] = []
        for piece in svg.split(separator: "<title>").dropFirst() {
            guard let end = piece.firstRange(of: "</title>") else { continue }
            let title = piece[..<end.lowerBound]
            if title.contains("&#45;&gt;") { arrows.append(String(title.replacing("&#45;&gt;", with: "->"))) }
        }
        #expect(arrows.sorted() == Self.expected.map { "\($0.from)->\($0.to)" }.sorted(),
                "the SVG is stale: run Scripts/class-diagram.sh and commit Docs/isa-superclass.svg")
    }

    @Test func anUnknownClassIsAnErrorNamingIt() throws {
        let objcrt = try #require(objcrtPath(), "the objcrt executable is built beside the tests")
        let r = run(objcrt, ["dump", "--dot", "--class", "Dog"])
        #expect(r.status == 1)
        #expect(r.output.contains("no class named 'Dog'"), "\(r.output)")
    }
}
