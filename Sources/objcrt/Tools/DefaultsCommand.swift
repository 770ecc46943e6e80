import ArgumentParser
import DynamicDefaults
import ObjCRuntime
import PropertyLists
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `objcrt defaults …`: the macOS `defaults` tool over the files DynamicDefaults' store uses
/// (`$XDG_CONFIG_HOME/<domain>.plist`, else `~/.config`). Its arguments look like options
/// (`-int 5`), so they are taken verbatim and parsed here.
struct DefaultsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "defaults",
        abstract: "Read and write defaults domains, like macOS `defaults`.",
        discussion: """
        objcrt defaults read [DOMAIN [KEY]]        (DOMAIN -g is NSGlobalDomain)
        objcrt defaults read-type DOMAIN KEY
        objcrt defaults write DOMAIN KEY VALUE     (VALUE: a string, or old-style plist text starting with { ( < ")
        objcrt defaults write DOMAIN KEY -string S | -int N | -float X | -bool B | -date D | -data HEX
                                         | -array V… | -dict K V…
        objcrt defaults write DOMAIN '{ key = value; }'   (replaces the domain)
        objcrt defaults delete DOMAIN [KEY]
        objcrt defaults domains
        objcrt defaults export DOMAIN FILE         (XML; FILE - is standard output)
        objcrt defaults import DOMAIN FILE         (XML, binary or old-style)
        Files: $XDG_CONFIG_HOME/DOMAIN.plist (default ~/.config). Exit 0 ok, 1 failed, 2 usage.
        """)

    @Argument(parsing: .captureForPassthrough, help: "read | write | delete | domains | export | import, and their arguments.")
    var words: [String] = []

    /// A usage or input problem: printed, then the process exits with `code`.
    struct Failure: Error {
        let message: String
        let code: Int32
    }

    func run() throws {
        // The words are captured verbatim, so help has to be recognised here.
        if let first = words.first, ["--help", "-h", "help"].contains(first) {
            print(Self.helpMessage())
            return
        }
        do {
            try DefaultsTool(directory: DefaultsDirectory()).run(words)
        } catch let f as Failure {
            printError("defaults: " + f.message)
            throw ExitCode(f.code)
        } catch let e as DefaultsError {
            printError("defaults: \(e)")
            throw ExitCode(1)
        } catch let e as PlistFileError {
            printError("defaults: \(e)")
            throw ExitCode(1)
        }
    }
}

/// The work behind `objcrt defaults`, separate from argument parsing so it reads top to bottom.
struct DefaultsTool {
    let directory: DefaultsDirectory

    func usage(_ message: String) -> DefaultsCommand.Failure { .init(message: message + " (see objcrt defaults --help)", code: 2) }

    func run(_ words: [String]) throws {
        guard let verb = words.first else { throw usage("missing a command") }
        var args = Array(words.dropFirst())
        // As in macOS `defaults`, `-g` (or `-globalDomain`) names NSGlobalDomain.
        if verb != "_store-write", let first = args.first, first == "-g" || first == "-globalDomain" {
            args[0] = DefaultsStore.globalDomainName
        }
        switch verb {
        case "read": try read(args)
        case "read-type": try readType(args)
        case "write": try write(args)
        case "delete": try delete(args)
        case "domains":
            guard args.isEmpty else { throw usage("domains takes no arguments") }
            print(directory.domainNames().joined(separator: ", "))
        case "export": try export(args)
        case "import": try importDomain(args)
        case "_store-write": try storeWrite(args)
        default: throw usage("unknown command '\(verb)'")
        }
    }

    private func read(_ args: [String]) throws {
        switch args.count {
        case 0:
            var all: [String: PlistValue] = [:]
            var unreadable: [String] = []
            for name in directory.domainNames() {
                do { all[name] = .dictionary(try directory.read(name) ?? [:]) } catch { unreadable.append("\(error)") }
            }
            print(PropertyList.describe(.dictionary(all)))
            // One bad file must not hide the readable domains: print those, then fail.
            if !unreadable.isEmpty {
                throw DefaultsCommand.Failure(message: unreadable.joined(separator: "\ndefaults: "), code: 1)
            }
        case 1, 2:
            guard let domain = try directory.read(args[0]) else {
                throw DefaultsCommand.Failure(message: "Domain \(args[0]) does not exist", code: 1)
            }
            if args.count == 1 {
                print(PropertyList.describe(.dictionary(domain)))
            } else {
                guard let value = domain[args[1]] else {
                    throw DefaultsCommand.Failure(message: "The domain/default pair of (\(args[0]), \(args[1])) does not exist", code: 1)
                }
                // A top-level string prints bare, as macOS `defaults read` does.
                if case .string(let s) = value { print(s) } else { print(PropertyList.describe(value)) }
            }
        default:
            throw usage("read takes at most DOMAIN and KEY")
        }
    }

    /// `read-type DOMAIN KEY`: "Type is integer", as macOS prints it.
    private func readType(_ args: [String]) throws {
        guard args.count == 2 else { throw usage("read-type takes DOMAIN KEY") }
        guard let value = try directory.read(args[0])?[args[1]] else {
            throw DefaultsCommand.Failure(message: "The domain/default pair of (\(args[0]), \(args[1])) does not exist", code: 1)
        }
        let name: String
        switch value {
        case .bool: name = "boolean"
        case .real: name = "float"
        case .dictionary: name = "dictionary"
        default: name = value.kindName
        }
        print("Type is \(name)")
    }

    private func write(_ args: [String]) throws {
        if args.count == 2 {
            let parsed: PlistValue?
            do { parsed = try PropertyList.parseOpenStep(args[1]) } catch {
                // Saying where the text broke helps more than repeating the usage line.
                let starts = args[1].utf8.first(where: { $0 != 32 && $0 != 9 && $0 != 10 }) == UInt8(ascii: "{")
                if starts { throw usage("cannot parse the dictionary: \(error.message) (at byte \(error.offset))") }
                parsed = nil
            }
            guard case .dictionary(let d)? = parsed else {
                throw usage("write DOMAIN takes KEY VALUE, or one old-style dictionary '{ key = value; }'")
            }
            try directory.replace(args[0], with: d)
            return
        }
        guard args.count >= 3 else { throw usage("write needs DOMAIN KEY VALUE") }
        let value = try Self.typedValue(Array(args.dropFirst(2)))
        let moved = try directory.update(args[0]) { $0[args[1]] = value }
        if let moved { printError("defaults: \(directory.filePath(of: args[0])) was not a property list; its bytes were kept as \(moved)") }
    }

    /// The value of `write`: a plain value, or a type flag and its arguments.
    static func typedValue(_ v: [String]) throws -> PlistValue {
        func fail(_ m: String) -> DefaultsCommand.Failure { .init(message: m, code: 2) }
        guard let flag = v.first else { throw fail("missing a value") }
        func single() throws -> String {
            guard v.count == 2 else { throw fail("\(flag) takes exactly one value") }
            return v[1]
        }
        switch flag {
        case "-string": return .string(try single())
        case "-int", "-integer":
            let t = try single()
            guard let n = PropertyList.integer(t) else { throw fail("'\(t)' is not an integer") }
            return n
        case "-float", "-real", "-double":
            let t = try single()
            guard let d = PropertyList.real(t) else { throw fail("'\(t)' is not a number") }
            return .real(d)
        case "-bool", "-boolean":
            switch try single().lowercased() {
            case "true", "yes", "1": return .bool(true)
            case "false", "no", "0": return .bool(false)
            default: throw fail("-bool takes true, false, yes, no, 1 or 0")
            }
        case "-date":
            let t = try single()
            guard let d = PropertyList.date(t) else { throw fail("'\(t)' is not a date (2024-01-31T12:00:00Z or 2024-01-31 12:00:00 +0000)") }
            return .date(d)
        case "-data":
            let t = try single()
            guard case .data(let bytes)? = try? PropertyList.parseOpenStep("<" + t + ">") else { throw fail("-data takes hex digits") }
            return .data(bytes)
        case "-array":
            return .array(v.dropFirst().map { PropertyList.argumentValue($0) })
        case "-dict":
            let rest = Array(v.dropFirst())
            guard rest.count % 2 == 0 else { throw fail("-dict takes KEY VALUE pairs") }
            var d: [String: PlistValue] = [:]
            for i in stride(from: 0, to: rest.count, by: 2) { d[rest[i]] = PropertyList.argumentValue(rest[i + 1]) }
            return .dictionary(d)
        default:
            guard v.count == 1 else { throw fail("unknown type flag '\(flag)', or more than one value") }
            return PropertyList.argumentValue(flag)
        }
    }

    private func delete(_ args: [String]) throws {
        switch args.count {
        case 1:
            guard try directory.delete(args[0]) else {
                throw DefaultsCommand.Failure(message: "Domain (\(args[0])) not found", code: 1)
            }
        case 2:
            guard try directory.read(args[0])?[args[1]] != nil else {
                throw DefaultsCommand.Failure(message: "Domain (\(args[0])) or key (\(args[1])) not found", code: 1)
            }
            try directory.update(args[0]) { $0[args[1]] = nil }
        default:
            throw usage("delete takes DOMAIN [KEY]")
        }
    }

    private func export(_ args: [String]) throws {
        guard args.count == 2 else { throw usage("export takes DOMAIN FILE") }
        guard let domain = try directory.read(args[0]) else {
            throw DefaultsCommand.Failure(message: "Domain \(args[0]) does not exist", code: 1)
        }
        if args[1] == "-" {
            print(String(decoding: PropertyList.encode(.dictionary(domain)), as: UTF8.self), terminator: "")
        } else {
            try PlistFile.write(.dictionary(domain), to: args[1])
        }
    }

    private func importDomain(_ args: [String]) throws {
        guard args.count == 2 else { throw usage("import takes DOMAIN FILE") }
        let source = args[1] == "-" ? "standard input" : args[1]
        let value: PlistValue
        do {
            // `-` is standard input, read as bytes so binary plists survive.
            value = try PlistFile.read(args[1] == "-" ? "/dev/stdin" : args[1])
        } catch PlistFileError.notPropertyList(_, let e) {
            // Named as the user named it: `-` is "standard input", not /dev/stdin.
            throw DefaultsCommand.Failure(message: "\(source) is not a readable property list: \(e)", code: 1)
        }
        guard case .dictionary(let d) = value else {
            throw DefaultsCommand.Failure(message: "\(source) holds a \(value.kindName); a domain must be a dictionary", code: 1)
        }
        try directory.replace(args[0], with: d)
    }

    /// A helper for DynamicDefaults' cross-process tests, not for users:
    /// `_store-write DIR DOMAIN PREFIX COUNT [sync|exit]` opens a `DefaultsStore` on DIR, sets
    /// PREFIX0…PREFIX(COUNT-1) to 0…COUNT-1 and ends: by releasing the store (its deinit
    /// flushes), with `sync` by synchronizing after every write (a steady stream of file
    /// replacements to kill at random), with `exit` by calling `exit(0)` while the store is
    /// alive and unflushed, so only the exit hook can save the writes.
    private func storeWrite(_ args: [String]) throws {
        guard args.count == 4 || args.count == 5, let count = Int(args[3]) else {
            throw usage("_store-write DIR DOMAIN PREFIX COUNT [sync|exit]")
        }
        let store = try DefaultsStore(suiteName: args[1], directory: args[0], arguments: [])
        // Any problem fails the command: a file unreadable at open, or one a background flush
        // met (reported to the handler, as no call of ours could be thrown it).
        let problems = LockedValue<[DefaultsError]>(store.unreadableAtOpen)
        let watch = store.onError { e in problems.withLock { $0.append(e) } }
        let syncEach = args.count == 5 && args[4] == "sync"
        for i in 0..<max(0, count) {
            store.set(i, forKey: args[2] + String(i))
            if syncEach { try store.synchronize() }
        }
        if args.count == 5 && args[4] == "exit" {
            withExtendedLifetime(store) { exit(0) }
        }
        if let e = problems.withLock({ $0.last }) { throw e }
        withExtendedLifetime(watch) {}
    }
}
