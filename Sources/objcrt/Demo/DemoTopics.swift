/// The demo topics, each in its own file under Demo/. `defaults` (seed 000's story) is the
/// default once DynamicDefaults lands; until then the first topic is.
let demoTopics: [DemoTopic] = [
    headerDemoTopic,
    runtimeDemoTopic,
    ffiDemoTopic,
    kvoDemoTopic,
]

var defaultDemoTopic: String { demoTopics.first?.name ?? "list" }
