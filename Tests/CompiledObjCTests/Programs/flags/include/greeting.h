// Found only through -I (objcrt cc passes clang's flags on in order).
#define GREETING_PREFIX "hello from a header in -I, "
