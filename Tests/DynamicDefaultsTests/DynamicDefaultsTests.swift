// Tests for DynamicDefaults.
