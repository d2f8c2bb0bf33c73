package org.example.ringlib;

/** A library for the catalogue tests (outside org.beadbox, which the catalogue takes for the API): exported by the ring library, imported by the ring player. */
public final class RingLib {

    /** The test library's symbolic name. */
    public static final String SYMBOLIC_NAME = "org.beadbox.itest.ringlib";

    private RingLib() {
    }

    /** Something to call. */
    public static String name() {
        return "ring";
    }
}
