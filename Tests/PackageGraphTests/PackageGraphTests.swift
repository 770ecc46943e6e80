// The package graph (Package.swift) against the Swift sources' imports and against the
// layer diagram of Docs/Architecture.md: they drift apart silently otherwise (issue 24 found
// DynamicDefaults declaring ObjCHeaders it never imported, and the diagram drawing ObjCHeaders
// under KVO and ModelMapping).
//
// How targets are treated:
// - Every target with Swift sources is checked, test targets included: each package module
//   it imports must be a declared dependency (SwiftPM lets a target import a module it only
//   reaches through another, so nothing else catches that), and each declared dependency must
//   be imported by at least one of its files.
// - C targets (CRuntimeCore, CValueClasses, CLibffiGlue, CObjCABI, CallTestSupport) count as
//   modules like any other, from both sides: a Swift target that declares one imports it.
//   Their own dependencies are not read from #include lines: a C target can only include the
//   public headers of targets it depends on, which the compiler already enforces.
// - Test-support targets (MiniObjCTestSupport, PlistTestSupport, CallTestSupport) are modules
//   like any other too: a suite that declares one imports it, and none imports one undeclared.
// - Another package's product (ArgumentParser) is a module named after the product.
// - A dependency wanted only for linking would be listed in `linkedOnly` with its reason;
//   there is none.
import Testing
import MiniObjCTestSupport

@Suite struct PackageGraphTests {
    static let linkedOnly: [String: Set<String>] = [:]

    @Test func everyTargetDeclaresExactlyThePackageModulesItImports() throws {
        let manifest = try PackageManifest.load()
        #expect(manifest.targets.count >= 20, "Package.swift was read: \(manifest.targets.map(\.name))")
        let modules = manifest.moduleNames
        var checked = 0
        for target in manifest.targets {
            let files = SourceImports.swiftFiles(under: target.path, repository: PackageManifest.repository,
                                                 excluded: Set(target.exclude.map { target.path + "/" + $0 }))
            guard !files.isEmpty else { continue }
            checked += 1
            let imports = SourceImports.of(target, repository: PackageManifest.repository)
            let declared = Set(target.dependencies)
            for (module, importers) in imports.sorted(by: { $0.key < $1.key })
            where modules.contains(module) && module != target.name && !declared.contains(module) {
                Issue.record("\(target.name) imports \(module) (\(importers.joined(separator: ", "))) without declaring it in Package.swift")
            }
            for module in declared.sorted() where imports[module] == nil && !(Self.linkedOnly[target.name]?.contains(module) ?? false) {
                Issue.record("\(target.name) declares \(module) in Package.swift but none of its Swift files imports it")
            }
        }
        #expect(checked >= 20, "the Swift targets' folders were found")
    }

    /// The reader itself: attributes and import kinds count; multi-line string literals
    /// (embedded Python or Objective-C) and comments do not.
    @Test func theImportReaderSkipsStringsAndReadsEveryForm() {
        let text = ##"""
            import Testing
            @testable import DynamicDefaults
            #if canImport(Glibc)
            import Glibc
            #endif
            @preconcurrency import ObjCRuntime
            import struct PropertyLists.PlistValue
            let script = """
                import plistlib
                """
            // import Commented
            let raw = #"""
                import Embedded
                """#
            """##
        #expect(SourceImports.imports(in: text) == ["Testing", "DynamicDefaults", "Glibc", "ObjCRuntime", "PropertyLists"])
    }

    /// The manifest reader on the shapes Package.swift uses: default and explicit folders,
    /// excluded paths, a product dependency, comments.
    @Test func theManifestReaderReadsTargetsTheirFoldersAndDependencies() {
        let manifest = PackageManifest(text: """
            targets: [
                .target(name: "CCore", path: "CSupport/Core", cSettings: cSettings),
                // .target(name: "Gone"),
                .target(name: "Swifty", dependencies: ["CCore"]), // "Trailing"
                .executableTarget(name: "tool", dependencies: [
                    "Swifty", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                ]),
                .testTarget(name: "SwiftyTests", dependencies: ["Swifty"], exclude: ["Programs"],
                            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
            ]
            """)
        #expect(manifest.targets.map(\.name).sorted() == ["CCore", "Swifty", "SwiftyTests", "tool"])
        #expect(manifest["CCore"]?.path == "CSupport/Core" && manifest["CCore"]?.dependencies == [])
        #expect(manifest["Swifty"]?.path == "Sources/Swifty" && manifest["Swifty"]?.dependencies == ["CCore"])
        #expect(manifest["tool"]?.kind == .executableTarget && manifest["tool"]?.dependencies == ["Swifty", "ArgumentParser"])
        #expect(manifest["SwiftyTests"]?.path == "Tests/SwiftyTests" && manifest["SwiftyTests"]?.exclude == ["Programs"])
        #expect(manifest.moduleNames == ["CCore", "Swifty", "SwiftyTests", "tool", "ArgumentParser"])
    }

    /// Every join the layer diagram draws is a dependency Package.swift declares, and every
    /// declared dependency between two drawn modules is drawn, directly or through modules
    /// drawn between them. The side stack's `←` lists name every library and executable
    /// target that uses each of its modules. Every such target is named in the section.
    @Test func theArchitectureDiagramDrawsThePackageGraph() throws {
        let manifest = try PackageManifest.load()
        let bytes = try #require(readFile(PackageManifest.repository + "/Docs/Architecture.md"))
        let blocks = LayerDiagram.fencedBlocks(in: String(decoding: bytes, as: UTF8.self), section: "## Layers")
        let layers = try #require(blocks.first, "Docs/Architecture.md has a fenced block under ## Layers")
        let diagram = LayerDiagram(lines: layers, moduleNames: Set(manifest.targets.map(\.name)))
        #expect(diagram.danglingJoins.isEmpty, "\(diagram.danglingJoins)")
        #expect(diagram.modules.count >= 10, "the diagram was read: \(diagram.modules.sorted())")
        for edge in diagram.edges.sorted(by: { $0.description < $1.description }) {
            #expect(manifest[edge.from]?.dependencies.contains(edge.to) == true,
                    "the diagram draws \(edge) but \(edge.from) does not depend on \(edge.to) in Package.swift")
        }
        for module in diagram.modules.sorted() {
            var reached: Set<String> = [], frontier = [module]
            while let m = frontier.popLast() {
                for e in diagram.edges where e.from == m && reached.insert(e.to).inserted { frontier.append(e.to) }
            }
            for dependency in manifest[module]?.dependencies ?? [] where diagram.modules.contains(dependency) {
                #expect(reached.contains(dependency),
                        "\(module) depends on \(dependency) in Package.swift, but the diagram draws no path between them")
            }
        }
        // The side stack: a module's `←` list and the lines drawn into it name exactly the
        // library and executable targets that depend on it.
        let testFolders = Set(manifest.targets.filter { $0.path.hasPrefix("Tests/") }.map(\.name))
        for block in blocks.dropFirst() {
            let side = LayerDiagram(lines: block, moduleNames: Set(manifest.targets.map(\.name)))
            #expect(side.danglingJoins.isEmpty, "\(side.danglingJoins)")
            for edge in side.edges {
                #expect(manifest[edge.from]?.dependencies.contains(edge.to) == true,
                        "the side stack draws \(edge) but \(edge.from) does not depend on \(edge.to) in Package.swift")
            }
            for (module, listed) in side.listedUsers {
                let drawn = listed.union(side.edges.filter { $0.to == module }.map(\.from))
                let users = Set(manifest.targets.filter { !testFolders.contains($0.name) && $0.dependencies.contains(module) }.map(\.name))
                #expect(drawn == users, "Docs/Architecture.md names \(drawn.sorted()) as \(module)'s users; Package.swift has \(users.sorted())")
            }
        }
        let named = Set(blocks.flatMap { $0 }.flatMap { line in
            LayerDiagram.boxes(in: Array(line), moduleNames: Set(manifest.targets.map(\.name))).map(\.module)
        })
        for target in manifest.targets where !testFolders.contains(target.name) {
            #expect(named.contains(target.name), "\(target.name) is not named in Docs/Architecture.md's diagrams")
        }
    }

    /// The diagram reader on a small drawing: bars through gaps (past a short line), an arrow,
    /// a description in parentheses that widens a box, and a bar that ends in no module.
    @Test func theDiagramReaderFollowsBarsAndArrows() {
        let names: Set<String> = ["Top", "Left", "Right", "Bottom", "Leaf"]
        let diagram = LayerDiagram(lines: [
            "Top (a wide description)",
            "   │            │",
            "   │          Left ───→ Right",
            "   │            │",
            "Bottom (two",
            "        lines) Leaf  ← Top, Left (why)",
            "                │",
        ], moduleNames: names)
        #expect(diagram.modules == names)
        #expect(diagram.edges == [.init(from: "Top", to: "Bottom"), .init(from: "Top", to: "Left"),
                                  .init(from: "Left", to: "Right"), .init(from: "Left", to: "Leaf")])
        #expect(diagram.danglingJoins == ["line 7, column 17: a │ that does not join two modules"])
        #expect(diagram.listedUsers == ["Leaf": ["Top", "Left"]], "the users after ← are those of the line's first module")
    }
}
