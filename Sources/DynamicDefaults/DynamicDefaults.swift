// DynamicDefaults — GVUserDefaults on MiniObjC. The store half (property lists, domains,
// persistence) is described in Docs/DefaultsStore.md; `DefaultsStore` is the entry point.
