import ArgumentParser
import ObjCRuntime

/// `objcrt dump [--dot]`: the live class graph — every registered class with its superclass
/// and metaclass, as text or as a Graphviz digraph with isa and superclass arrows.
/// `--class NAME` narrows it to a hierarchy: the named classes and their superclasses, which
/// is what `Scripts/class-diagram.sh` draws for `Docs/ObjectsClassesMetaclasses.md`.
struct DumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the live class graph (text, or Graphviz with --dot).")

    @Flag(help: "Print a Graphviz digraph: solid arrows = superclass, dashed arrows = isa.")
    var dot = false

    @Flag(help: "Register the demo hierarchy (Animal, Dog) first, so the graph has user classes.")
    var demoClasses = false

    @Option(name: .customLong("class"),
            help: "Only this class and its superclasses (repeatable); e.g. --demo-classes --class Dog.")
    var classNames: [String] = []

    @Flag(help: "With --dot: add an instance of each --class class, with its isa arrow.")
    var instances = false

    func run() throws {
        if demoClasses { _ = try buildDemoHierarchy() }
        var classes = ObjCClass.allClasses
        if !classNames.isEmpty {
            var named: [ObjCClass] = []
            for name in classNames {
                guard let cls = ObjCClass.lookUp(name) else {
                    printError("no class named '\(name)'\(demoClasses ? "" : " (the demo's Animal and Dog need --demo-classes)")")
                    throw ExitCode(1)
                }
                named.append(cls)
            }
            classes = Self.withSuperclasses(named)
        }
        let shown = instances ? classNames.compactMap(ObjCClass.lookUp) : []
        print(dot ? Self.graphviz(classes, instancesOf: shown) : Self.text(classes), terminator: "")
    }

    /// `classes` and every superclass of each, root first, each once.
    static func withSuperclasses(_ classes: [ObjCClass]) -> [ObjCClass] {
        var out: [ObjCClass] = []
        for cls in classes {
            var chain: [ObjCClass] = []
            var c: ObjCClass? = cls
            while let k = c {
                chain.append(k)
                c = k.superclass
            }
            for k in chain.reversed() where !out.contains(k) { out.append(k) }
        }
        return out
    }

    /// One line per class: name, superclass, instance size, metaclass chain.
    static func text(_ classes: [ObjCClass]) -> String {
        var out = ""
        for cls in classes {
            let meta = cls.metaclass
            out += "\(cls.name) : \(cls.superclass?.name ?? "(root)")  size \(cls.instanceSize)"
            out += "  ivars \(cls.ivars.count)  methods \(cls.methods.count)  class methods \(meta.methods.count)\n"
            out += "    isa → \(meta.description) (super \(meta.superclass?.description ?? "nil"), isa → \(meta.metaclass.description))\n"
        }
        return out
    }

    /// A digraph with a node per class and per metaclass (and per instance asked for), laid
    /// out as the classic picture: one row per class — instance, class, metaclass from left to
    /// right — and superclasses above. Only superclass arrows decide the rows, so the isa
    /// arrows and the root metaclass's arrow back to the root class do not constrain them.
    static func graphviz(_ classes: [ObjCClass], instancesOf instanceClasses: [ObjCClass] = []) -> String {
        var nodes: [ObjCClass] = []
        var seen = Set<ObjCClass>()
        func visit(_ c: ObjCClass) {
            if seen.insert(c).inserted { nodes.append(c) }
        }
        for cls in classes {
            visit(cls)
            visit(cls.metaclass)
        }
        func quoted(_ text: String) -> String {
            var escaped = ""
            for ch in text {
                if ch == "\\" || ch == "\"" { escaped.append("\\") }
                escaped.append(ch)
            }
            return "\"\(escaped)\""
        }
        func id(_ c: ObjCClass) -> String { quoted((c.isMetaClass ? "meta " : "") + c.name) }
        func instanceID(_ c: ObjCClass) -> String { quoted("a " + c.name) }

        var out = "digraph classes {\n  rankdir=BT;\n  node [shape=box, fontname=\"Helvetica\"];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=10];\n"
        for c in instanceClasses {
            out += "  \(instanceID(c)) [label=\(quoted("an instance of " + c.name)), shape=ellipse];\n"
        }
        for c in nodes {
            out += "  \(id(c)) [label=\(id(c))\(c.isMetaClass ? ", style=rounded" : "")];\n"
        }
        for c in nodes where !c.isMetaClass {
            let row = (instanceClasses.contains(c) ? [instanceID(c)] : []) + [id(c), id(c.metaclass)]
            out += "  { rank=same; \(row.joined(separator: "; ")); }\n"
        }
        for c in instanceClasses {
            out += "  \(instanceID(c)) -> \(id(c)) [style=dashed, label=\"isa\", constraint=false];\n"
        }
        for c in nodes {
            if let s = c.superclass {
                // The root metaclass's superclass is the root class, in its own row.
                let across = c.isMetaClass && !s.isMetaClass
                out += "  \(id(c)) -> \(id(s)) [label=\"superclass\"\(across ? ", constraint=false" : "")];\n"
            }
            out += "  \(id(c)) -> \(id(c.metaclass)) [style=dashed, label=\"isa\", constraint=false];\n"
        }
        out += "}\n"
        return out
    }
}
