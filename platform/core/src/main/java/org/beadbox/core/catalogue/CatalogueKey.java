package org.beadbox.core.catalogue;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.MessageDigest;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.X509EncodedKeySpec;
import java.util.Base64;

/**
 * A catalogue's signing key: an Ed25519 public key, published beside the index as {@value #FILE}
 * (PEM, "PUBLIC KEY") and pinned in the list of catalogues when the catalogue is added. Every
 * plugin jar of the catalogue has a detached signature beside it ({@code JAR.sig}, the base64 of
 * an Ed25519 signature over the jar's 32-byte SHA-256 digest), checked by the JDK's
 * {@code java.security} (docs/catalogue-authors.md).
 */
final class CatalogueKey {

    /** The key's file, beside the index. */
    static final String FILE = "signing-key.pem";
    /** What a jar's signature file is named after: the jar's address and this. */
    static final String SIGNATURE_SUFFIX = ".sig";

    private final PublicKey key;
    private final byte[] encoded;

    private CatalogueKey(byte[] encoded) {
        try {
            this.key = KeyFactory.getInstance("Ed25519").generatePublic(new X509EncodedKeySpec(encoded));
            this.encoded = encoded.clone();
        } catch (GeneralSecurityException | RuntimeException e) {
            throw new IllegalArgumentException("it is not an Ed25519 public key");
        }
    }

    /** The key of a PEM text ("-----BEGIN PUBLIC KEY-----"), or of its bare base64. */
    static CatalogueKey parse(String text) {
        String body = text.replaceAll("-----(BEGIN|END) PUBLIC KEY-----", "").replaceAll("\\s+", "");
        try {
            return new CatalogueKey(Base64.getDecoder().decode(body));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("it is not an Ed25519 public key in PEM");
        }
    }

    /** The key as kept in the list of catalogues: base64 of its X.509 encoding. */
    String encoded() {
        return Base64.getEncoder().encodeToString(encoded);
    }

    /** What a person compares with the publisher's: {@code SHA256:} and the base64 of the key's digest, as ssh shows keys. */
    String fingerprint() {
        return "SHA256:" + Base64.getEncoder().withoutPadding().encodeToString(sha256(encoded));
    }

    /** Whether {@code signature} (base64 text, as in a {@code .sig} file) signs the file whose SHA-256 is {@code digest}. */
    boolean verifies(byte[] digest, byte[] signatureFile) {
        try {
            byte[] signature = Base64.getDecoder().decode(new String(signatureFile, StandardCharsets.US_ASCII).replaceAll("\\s+", ""));
            Signature verifier = Signature.getInstance("Ed25519");
            verifier.initVerify(key);
            verifier.update(digest);
            return verifier.verify(signature);
        } catch (IllegalArgumentException | GeneralSecurityException e) {
            return false;
        }
    }

    static byte[] sha256(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof CatalogueKey k && java.util.Arrays.equals(encoded, k.encoded);
    }

    @Override
    public int hashCode() {
        return java.util.Arrays.hashCode(encoded);
    }

    @Override
    public String toString() {
        return fingerprint();
    }
}
