package org.beadbox.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.MessageDigest;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.stream.Stream;

/**
 * Signs a plugin catalogue, as Beadbox checks it (docs/catalogue-authors.md): writes
 * {@code signing-key.pem} (the Ed25519 public key) into the catalogue's folder, and beside each
 * jar {@code JAR.sig}, the base64 of an Ed25519 signature over the jar's 32-byte SHA-256 digest
 * (the index gets one too, {@code index.xml.sig}). Only the JDK's {@code java.security}.
 *
 * <p>The key is a file holding the private key (PEM, PKCS#8, as {@code openssl genpkey -algorithm
 * ed25519} writes it) with the public key beside it in {@code FILE.pub} (PEM, as {@code openssl
 * pkey -pubout} writes it). Run as a program:
 * <pre>
 * java org.beadbox.testkit.CatalogueSigner FOLDER --key FILE [--new-under DIR]
 * </pre>
 * {@code --new-under DIR} makes the key (0600, in a 0700 folder) when {@code FILE} does not exist
 * and lies under {@code DIR}, for a local build; a missing key elsewhere (a release's) is an error.
 */
public final class CatalogueSigner {

    private final PrivateKey privateKey;
    private final PublicKey publicKey;

    /** A signer with this key pair. */
    public CatalogueSigner(KeyPair pair) {
        this.privateKey = pair.getPrivate();
        this.publicKey = pair.getPublic();
        check();
    }

    /** A signer with a new key, kept nowhere (for tests). */
    public static CatalogueSigner withNewKey() {
        return new CatalogueSigner(newPair());
    }

    /** A signer with the key of {@code file} (and {@code file}.pub). */
    public static CatalogueSigner fromFile(Path file) {
        try {
            byte[] der = pem(Files.readString(file, StandardCharsets.US_ASCII), "PRIVATE KEY");
            byte[] pub = pem(Files.readString(pub(file), StandardCharsets.US_ASCII), "PUBLIC KEY");
            KeyFactory keys = KeyFactory.getInstance("Ed25519");
            return new CatalogueSigner(new KeyPair(keys.generatePublic(new X509EncodedKeySpec(pub)),
                    keys.generatePrivate(new PKCS8EncodedKeySpec(der))));
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read the signing key " + file + " (and " + pub(file) + "): " + e, e);
        } catch (GeneralSecurityException | IllegalArgumentException e) {
            throw new IllegalArgumentException("the signing key " + file + " (and " + pub(file) + ") is not an Ed25519 key pair in PEM: "
                    + e.getMessage(), e);
        }
    }

    /** Makes a new key pair and writes it to {@code file} (0600) and {@code file}.pub. */
    public static CatalogueSigner newFile(Path file) {
        KeyPair pair = newPair();
        try {
            Path folder = file.toAbsolutePath().getParent();
            if (!Files.isDirectory(folder)) {
                Files.createDirectories(folder);
                setMode(folder, "rwx------");
            }
            Path tmp = Files.createTempFile(folder, "key-", ".tmp");
            setMode(tmp, "rw-------");
            Files.writeString(tmp, pemText("PRIVATE KEY", pair.getPrivate().getEncoded()), StandardCharsets.US_ASCII);
            Files.writeString(pub(file), pemText("PUBLIC KEY", pair.getPublic().getEncoded()), StandardCharsets.US_ASCII);
            Files.move(tmp, file);
            return new CatalogueSigner(pair);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the signing key " + file, e);
        }
    }

    /** The public key in PEM, as {@code signing-key.pem} holds it. */
    public String publicKeyPem() {
        return pemText("PUBLIC KEY", publicKey.getEncoded());
    }

    /** Writes {@code signing-key.pem} into {@code folder}, and {@code .sig} beside each jar and index in it. */
    public List<Path> signFolder(Path folder) {
        List<Path> signed = new ArrayList<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path f : files.sorted().toList()) {
                String name = f.getFileName().toString();
                if (Files.isRegularFile(f) && (name.endsWith(".jar") || name.equals("index.xml") || name.equals("index.xml.gz"))) {
                    sign(f);
                    signed.add(f);
                }
            }
            Files.writeString(folder.resolve("signing-key.pem"), publicKeyPem(), StandardCharsets.US_ASCII);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot sign the catalogue " + folder, e);
        }
        return signed;
    }

    /** Writes {@code file}.sig: the base64 of the signature over the file's SHA-256. */
    public Path sign(Path file) throws IOException {
        return Files.writeString(file.resolveSibling(file.getFileName() + ".sig"), signature(Files.readAllBytes(file)) + "\n",
                StandardCharsets.US_ASCII);
    }

    /** The base64 of the signature over the SHA-256 of {@code bytes}. */
    public String signature(byte[] bytes) {
        try {
            Signature s = Signature.getInstance("Ed25519");
            s.initSign(privateKey);
            s.update(MessageDigest.getInstance("SHA-256").digest(bytes));
            return Base64.getEncoder().encodeToString(s.sign());
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Refuses a pair whose halves do not belong together (a .pub beside another key). */
    private void check() {
        try {
            byte[] probe = "beadbox".getBytes(StandardCharsets.US_ASCII);
            Signature s = Signature.getInstance("Ed25519");
            s.initVerify(publicKey);
            s.update(MessageDigest.getInstance("SHA-256").digest(probe));
            if (!s.verify(Base64.getDecoder().decode(signature(probe)))) {
                throw new IllegalArgumentException("the public key does not belong to the private key");
            }
        } catch (GeneralSecurityException e) {
            throw new IllegalArgumentException("not an Ed25519 key pair: " + e.getMessage(), e);
        }
    }

    private static KeyPair newPair() {
        try {
            return KeyPairGenerator.getInstance("Ed25519").generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Path pub(Path file) {
        return file.resolveSibling(file.getFileName() + ".pub");
    }

    private static byte[] pem(String text, String what) {
        String body = text.replaceAll("-----(BEGIN|END) " + what + "-----", "").replaceAll("\\s+", "");
        return Base64.getDecoder().decode(body);
    }

    private static String pemText(String what, byte[] der) {
        return "-----BEGIN " + what + "-----\n" + Base64.getMimeEncoder(64, new byte[] {'\n'}).encodeToString(der)
                + "\n-----END " + what + "-----\n";
    }

    private static void setMode(Path p, String mode) throws IOException {
        try {
            Files.setPosixFilePermissions(p, PosixFilePermissions.fromString(mode));
        } catch (UnsupportedOperationException e) {
            // Not a POSIX file system: its own defaults.
        }
    }

    /** {@code FOLDER --key FILE [--new-under DIR]}: signs the catalogue in FOLDER. */
    public static void main(String[] args) {
        Path folder = null;
        Path key = null;
        Path newUnder = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--key" -> key = i + 1 < args.length && !args[i + 1].isBlank() ? Path.of(args[++i]) : null;
                case "--new-under" -> newUnder = Path.of(args[++i]);
                default -> folder = Path.of(args[i]);
            }
        }
        if (folder == null || key == null) {
            throw new IllegalArgumentException("usage: CatalogueSigner FOLDER --key FILE [--new-under DIR]");
        }
        CatalogueSigner signer;
        if (Files.exists(key)) {
            signer = fromFile(key);
        } else if (newUnder != null && key.toAbsolutePath().normalize().startsWith(newUnder.toAbsolutePath().normalize())) {
            signer = newFile(key);
            System.out.println("made a new catalogue signing key " + key + " (keep it; it is not the release key)");
        } else {
            throw new IllegalArgumentException("the signing key " + key + " does not exist: give the release key's file "
                    + "(-Dbeadbox.signing.key=FILE, with FILE.pub beside it)");
        }
        List<Path> signed = signer.signFolder(folder);
        System.out.println("signed " + signed.size() + (signed.size() == 1 ? " file" : " files") + " of the catalogue " + folder + " with the key "
                + fingerprint(signer.publicKey));
    }

    /** As Beadbox shows a key: {@code SHA256:} and the base64 of its digest. */
    public static String fingerprint(PublicKey key) {
        try {
            return "SHA256:" + Base64.getEncoder().withoutPadding().encodeToString(MessageDigest.getInstance("SHA-256").digest(key.getEncoded()));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The public key's fingerprint, as Beadbox shows it. */
    public String fingerprint() {
        return fingerprint(publicKey);
    }
}
